import type { AnimalChessBoard } from './animal-chess-board.js';

/**
 * Perft through the search board (moves / play / undo), counting the last ply in bulk: the
 * engine's `perft`, so the counts the fixtures pin down are the board's own. A game that ends
 * inside the tree (a lion taken, AC-6, or no move, G-1) has nothing below it.
 */
export function boardPerft(board: AnimalChessBoard, depth: number): number {
  if (depth <= 0) return 1;
  const buffer = new Int32Array(board.maxMoves * depth);
  return leaves(board, depth, buffer, 0);
}

function leaves(board: AnimalChessBoard, depth: number, buffer: Int32Array, at: number): number {
  const count = board.moves(buffer, at);
  if (depth === 1) return count;
  const next = at + count;
  let total = 0;
  for (let i = at; i < next; i++) {
    board.play(buffer[i] as number);
    total += leaves(board, depth - 1, buffer, next);
    board.undo();
  }
  return total;
}
