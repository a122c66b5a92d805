import { stepWords, type MoveWords, type NamedPiece } from '@tabula/engine-core';
import { geometry } from './board.js';
import { kindOf, ownerOf, type JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

/** The players' names by seat: the game's `playerNames` and the words' subjects. */
export const PLAYER_NAMES = ['Blue', 'Red'] as const;

function named(piece: JunglePiece): NamedPiece {
  return { owner: ownerOf(piece), name: kindOf(piece) };
}

/** A Jungle move told in words (Game.tellMove): a step, a river jump (JG-5) or a capture (JG-14), by animal. Nothing is hidden. */
export function tellMove(before: JungleState, move: JungleMove): MoveWords {
  const mover = before.cells[move.from];
  if (!mover) throw new Error(`no piece on ${geometry.name(move.from)} to tell of`);
  const taken = before.cells[move.to] ?? null;
  return stepWords(PLAYER_NAMES, named(mover), geometry.name(move.from), geometry.name(move.to), taken === null ? null : named(taken));
}
