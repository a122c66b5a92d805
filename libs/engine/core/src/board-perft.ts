import type { SearchBoard } from './search-board.js';

/** The parts of a {@link SearchBoard} that perft walks. */
export type PerftBoard = Pick<SearchBoard<unknown, unknown>, 'moves' | 'play' | 'undo' | 'maxMoves'>;

/**
 * Perft through a search board (moves / play / undo in place), counting the last ply in bulk: the
 * number of moves there is the number of leaves, and a finished game lists no moves (G-2), so nothing
 * is counted below a move that ends it. A game's `perft` hook uses it, so the perft fixtures prove the
 * board's move generation, the one the bots search with.
 */
export function boardPerft(board: PerftBoard, depth: number): number {
  if (depth <= 0) return 1;
  return leaves(board, depth, new Int32Array(board.maxMoves * depth), 0);
}

/** Leaves below the board's position; each ply lists its moves into `buffer` after the ply above. */
function leaves(board: PerftBoard, depth: number, buffer: Int32Array, at: number): number {
  const count = board.moves(buffer, at);
  if (depth === 1) return count;
  const end = at + count;
  let total = 0;
  for (let i = at; i < end; i++) {
    board.play(buffer[i] as number);
    total += leaves(board, depth - 1, buffer, end);
    board.undo();
  }
  return total;
}
