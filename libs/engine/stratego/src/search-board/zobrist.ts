import { createRng, type Player } from '@tabula/engine-core';
import { BOARD } from '../board.js';
import { decodePiece, type PieceCode } from '../state.js';
import { cellOfPiece, marksOfPiece } from './cells.js';

/**
 * Zobrist keys for Stratego, from a fixed seed so hashes are stable across runs and machines. A key
 * belongs to a square, a piece cell (owner and kind, UNKNOWN included so views hash too) and the
 * piece's marks (moved, revealed: they decide the evaluation and the state's JSON). The board keeps
 * its hash incrementally with these keys and the `search.hash` hook computes the same number from a
 * state, so the two always agree.
 */
const CELL_VALUES = 32;
export const PIECE_KEYS = new Int32Array(BOARD.size * CELL_VALUES * 4);
/** Toggled whenever blue (player 1) is to move. */
export const BLUE_TO_MOVE_KEY: number = (() => {
  const rng = createRng('stratego-zobrist');
  const draw = () => rng.word() | 0;
  for (let i = 0; i < PIECE_KEYS.length; i++) PIECE_KEYS[i] = draw();
  return draw();
})();

/** The key of a piece cell with its marks on a square. */
export function pieceKey(square: number, cell: number, marks: number): number {
  return PIECE_KEYS[(square * CELL_VALUES + cell) * 4 + marks] as number;
}

/** The hash of a state's (or a view's) board and side to move, as the board keeps it. */
export function hashOfBoard(board: readonly (PieceCode | null)[], toMove: Player): number {
  let hash = toMove === 1 ? BLUE_TO_MOVE_KEY : 0;
  for (let square = 0; square < BOARD.size; square++) {
    const code = board[square];
    if (code) {
      const piece = decodePiece(code);
      hash ^= pieceKey(square, cellOfPiece(piece), marksOfPiece(piece));
    }
  }
  return hash >>> 0;
}
