import { opponent, over, playing, type Player, type Status } from '@tabula/engine-core';
import { hasLegalMove } from './move-generation.js';
import { encode } from './position.js';
import type { AnimalChessState } from './state.js';

/** The player whose lion is missing from the board, if any (AC-6); both missing is not a position. */
export function lionlessPlayer(state: AnimalChessState): Player | null {
  let found = 0;
  for (const piece of state.board) if (piece?.kind === 'lion') found |= piece.owner === 1 ? 2 : 1;
  if ((found & 1) === 0) return 0;
  if ((found & 2) === 0) return 1;
  return null;
}

/**
 * Where the game stands: over when a lion has been captured (AC-6, `lion-captured`), or when the
 * player to move has no legal move (G-1, `no-moves`); otherwise playing.
 */
export function statusOf(state: AnimalChessState): Status {
  const loser = lionlessPlayer(state);
  if (loser !== null) return over(opponent(loser), 'lion-captured');
  const { board, hands, side } = encode(state);
  if (!hasLegalMove(board, hands, side)) return over(opponent(state.toMove), 'no-moves');
  return playing(state.toMove);
}
