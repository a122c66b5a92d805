import { CheckersBoard } from './search-board/checkers-board.js';
import type { CheckersState } from './state.js';

/*
 * Perft through the search board (moves, play, undo), with bulk counting at the last ply: the
 * board's moves are the engine's one generator, checked here against the generic perft.
 */

/** The number of leaves `depth` plies below `state`, equal to the generic perft. */
export function fastPerft(state: CheckersState, depth: number): number {
  if (depth <= 0) return 1;
  const board = new CheckersBoard(state);
  return boardPerft(board, depth, new Int32Array(depth * board.maxMoves), 0);
}

/** Leaves below the board's position; each ply lists its moves into `buffer` after the ply above. */
export function boardPerft(board: CheckersBoard, depth: number, buffer: Int32Array, at: number): number {
  const count = board.moves(buffer, at);
  if (depth === 1) return count;
  let leaves = 0;
  const end = at + count;
  for (let i = at; i < end; i++) {
    board.play(buffer[i] as number);
    leaves += boardPerft(board, depth - 1, buffer, end);
    board.undo();
  }
  return leaves;
}
