import { loadJungleBoard, type JungleBoard } from './search-board/jungle-board.js';
import type { JungleState } from './state.js';

/**
 * The fast perft: perft through the search board (`moves`/`play`/`undo` on typed arrays), so the
 * board's move generation is the one the perft fixtures prove. Leaves are counted in bulk at the last
 * ply: the number of moves there is the number of leaves. A finished game lists no moves (G-2), so
 * nothing is counted below a move that ends it.
 */
export function fastPerft(state: JungleState, depth: number): number {
  if (depth <= 0) return 1;
  const board = loadJungleBoard(state);
  return count(board, new Int32Array(board.maxMoves * depth), 0, depth);
}

function count(board: JungleBoard, buffer: Int32Array, at: number, depth: number): number {
  const n = board.moves(buffer, at);
  if (depth === 1) return n;
  let leaves = 0;
  for (let i = at, end = at + n; i < end; i++) {
    board.play(buffer[i] as number);
    leaves += count(board, buffer, end, depth - 1);
    board.undo();
  }
  return leaves;
}
