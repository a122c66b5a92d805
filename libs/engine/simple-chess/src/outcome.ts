import { opponent, over, playing, type Status } from '@tabula/engine-core';
import { hasAnyMove, kingSquare } from './movement.js';
import type { SimpleChessState } from './state.js';

/** SC-6: the reason a game ends when a king has been taken. */
export const KING_CAPTURED = 'king-captured';
/** G-1: the reason a game ends when the side to move has no legal move. */
export const NO_MOVES = 'no-moves';

/**
 * Whether a king is gone (SC-6), as a status, or `null` while both kings stand. A position text
 * has no result field (docs/notation.md): the outcome is read off the board.
 */
export function kingCapturedStatus(state: SimpleChessState): Status | null {
  if (kingSquare(state.board, 0) < 0) return over(1, KING_CAPTURED);
  if (kingSquare(state.board, 1) < 0) return over(0, KING_CAPTURED);
  return null;
}

/**
 * Who is to move, or how the game ended: a captured king (SC-6) first, then a side to move without
 * a legal move, which loses (G-1).
 */
export function statusOf(state: SimpleChessState): Status {
  const captured = kingCapturedStatus(state);
  if (captured) return captured;
  if (!hasAnyMove(state.board, state.toMove)) return over(opponent(state.toMove), NO_MOVES);
  return playing(state.toMove);
}
