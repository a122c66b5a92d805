import { over, playing, type Player, type Status } from '@tabula/engine-core';
import type { CheckersPiece } from './state.js';

/**
 * The outcome the board alone decides (CK-6): when only one side has pieces it has won
 * (`all-captured`), with none at all it is a draw (`mutual-destruction`). Null while both have pieces.
 */
export function boardOutcome(board: readonly (CheckersPiece | null)[]): Status | null {
  let fire = false;
  let water = false;
  for (const piece of board) {
    if (!piece) continue;
    if (piece.owner === 0) fire = true;
    else water = true;
    if (fire && water) return null;
  }
  if (fire) return over(0, 'all-captured');
  if (water) return over(1, 'all-captured');
  return over(null, 'mutual-destruction');
}

/**
 * The status given whether the player to move has a legal move: a player with pieces but no move
 * loses (CK-7, G-1, reason `no-moves`).
 */
export function statusWithMoves(board: readonly (CheckersPiece | null)[], toMove: Player, hasMove: boolean): Status {
  const decided = boardOutcome(board);
  if (decided) return decided;
  return hasMove ? playing(toMove) : over(toMove === 0 ? 1 : 0, 'no-moves');
}
