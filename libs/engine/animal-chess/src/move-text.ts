import { board } from './board.js';
import { KIND_LETTER } from './pieces.js';
import type { AnimalChessMove } from './state.js';

/** The canonical move text (docs/notation.md): `c3c4` for a board move, `H*c4` for a drop. */
export function moveText(move: AnimalChessMove): string {
  if ('drop' in move) return `${KIND_LETTER[move.drop]}*${board.name(move.to)}`;
  return `${board.name(move.from)}${board.name(move.to)}`;
}
