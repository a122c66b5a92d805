import { SimpleChessBoard } from './search-board/index.js';
import type { SimpleChessState } from './state.js';

/**
 * Leaves `depth` plies below the board's position, counted in bulk at the last ply: the move
 * generator's count is exact there, because there is no check (SC-5) to filter moves.
 */
function countLeaves(board: SimpleChessBoard, depth: number, buffer: Int32Array, at: number): number {
  const count = board.moves(buffer, at);
  if (depth === 1) return count;
  let leaves = 0;
  const end = at + count;
  for (let i = at; i < end; i++) {
    board.play(buffer[i] as number);
    leaves += countLeaves(board, depth - 1, buffer, end);
    board.undo();
  }
  return leaves;
}

/**
 * Counts the leaves `depth` plies below `state` (perft), through the search board's moves, play
 * and undo — the same movement the bots search with — equal to `genericPerft` over the Game
 * contract (the tests check both): a finished game has no moves (G-2), so a captured king ends its
 * branch.
 */
export function fastPerft(state: SimpleChessState, depth: number): number {
  if (depth <= 0) return 1;
  const board = new SimpleChessBoard(state);
  return countLeaves(board, depth, new Int32Array(board.maxMoves * depth), 0);
}
