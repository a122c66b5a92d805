import { boardPerft } from '@tabula/engine-core';
import { loadBoard } from './search-board/index.js';
import type { AnimalChessState } from './state.js';

/**
 * The game's `perft`: perft through the search board, so the counts the fixtures pin down are the
 * board's own moves and play/undo. A game that ends inside the tree (a lion taken, AC-6, or no move,
 * G-1) lists no moves, so nothing is counted below it.
 */
export function fastPerft(state: AnimalChessState, depth: number): number {
  return boardPerft(loadBoard(state), depth);
}
