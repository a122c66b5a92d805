import { boardPerft } from '@tabula/engine-core';
import { CheckersBoard } from './search-board/checkers-board.js';
import type { CheckersState } from './state.js';

/**
 * The game's `perft`: perft through the search board (moves, play, undo), with bulk counting at the
 * last ply: the board's moves are the engine's one generator, checked here against the generic perft.
 */
export function fastPerft(state: CheckersState, depth: number): number {
  return boardPerft(new CheckersBoard(state), depth);
}
