import { boardPerft } from '@tabula/engine-core';
import { loadJungleBoard } from './search-board/jungle-board.js';
import type { JungleState } from './state.js';

/**
 * The game's `perft`: perft through the search board (`moves`/`play`/`undo` on typed arrays), so the
 * board's move generation is the one the perft fixtures prove. A finished game lists no moves (G-2),
 * so nothing is counted below a move that ends it.
 */
export function fastPerft(state: JungleState, depth: number): number {
  return boardPerft(loadJungleBoard(state), depth);
}
