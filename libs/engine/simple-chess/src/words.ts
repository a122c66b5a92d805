import { stepWords, type MoveWords, type NamedPiece } from '@tabula/engine-core';
import { board } from './board.js';
import { kindOf, ownerOf, PLAYER_NAMES, type PieceLetter } from './pieces.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

function named(piece: PieceLetter): NamedPiece {
  return { owner: ownerOf(piece), name: kindOf(piece) };
}

/** A simplified-chess move told in words (Game.tellMove): a step or a capture (SC-5). Nothing is hidden. */
export function tellMove(before: SimpleChessState, move: SimpleChessMove): MoveWords {
  const mover = before.board[move.from];
  if (!mover) throw new Error(`no piece on ${board.name(move.from)} to tell of`);
  const taken = before.board[move.to] ?? null;
  return stepWords(PLAYER_NAMES, named(mover), board.name(move.from), board.name(move.to), taken === null ? null : named(taken));
}
