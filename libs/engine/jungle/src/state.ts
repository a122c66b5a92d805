import type { Player } from '@tabula/engine-core';
import { geometry, SIZE } from './board.js';
import type { JunglePiece } from './pieces.js';

/**
 * A Jungle position: plain JSON data. `cells[s]` is the piece on square index `s`
 * (a1 = 0 … g9 = 62, see `board.ts`) or null. Nothing else is stored: a piece's effective rank
 * follows from the square it stands on (JG-11..13), and the outcome follows from the board.
 */
export interface JungleState {
  readonly cells: readonly (JunglePiece | null)[];
  /** Whose turn it is: 0 blue, 1 red. */
  readonly toMove: Player;
  /** Starts at 1; goes up after each move of red (player 1). */
  readonly moveNumber: number;
}

/**
 * One turn: the piece on `from` steps or jumps to `to` (square indices). Its canonical text is the two
 * square names, `a3a4`.
 */
export interface JungleMove {
  readonly from: number;
  readonly to: number;
}

/** docs/rules.md §3 start: blue on ranks 1–3, red the point mirror on ranks 7–9. */
const START_PIECES: Readonly<Record<string, JunglePiece>> = {
  a1: 'l', g1: 't', b2: 'd', f2: 'c', a3: 'r', c3: 'p', e3: 'w', g3: 'e',
  a9: 'T', g9: 'L', b8: 'C', f8: 'D', a7: 'E', c7: 'W', e7: 'P', g7: 'R',
};

/** The start position, blue to move. */
export function startState(): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(START_PIECES)) cells[geometry.parse(name)] = piece;
  return { cells, toMove: 0, moveNumber: 1 };
}
