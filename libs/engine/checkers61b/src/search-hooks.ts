import type { SearchHooks } from '@tabula/engine-core';
import { encodeBoard, encodePiece } from './piece-codes.js';
import { chainCaptureValue, singleCaptureValue } from './search-board/capture-value.js';
import { loadCheckersBoard } from './search-board/checkers-board.js';
import { BOARD } from './board.js';
import type { CheckersMove, CheckersState } from './state.js';
import { WATER_TO_MOVE_KEY, ZOBRIST } from './zobrist.js';

/** Whether the first landing of a move is a jump (a capture chain, CK-2) rather than a step. */
export function isCaptureMove(move: CheckersMove): boolean {
  const first = move.path[0] as number;
  return Math.abs(BOARD.fileOf(first) - BOARD.fileOf(move.from)) === 2;
}

/**
 * Hooks for the bots' search: the board (which search bots use in place of the state-level hooks),
 * and for searches on the contract the Zobrist hash, captures for quiescence and what a capture wins.
 */
export const searchHooks: SearchHooks<CheckersState, CheckersMove> = {
  board: loadCheckersBoard,
  hash(state) {
    let hash = state.toMove === 1 ? WATER_TO_MOVE_KEY : 0;
    state.board.forEach((piece, square) => {
      if (piece) hash ^= ZOBRIST[square * 16 + encodePiece(piece)] as number;
    });
    return hash >>> 0;
  },
  isCapture: (_state, move) => isCaptureMove(move),
  captureValue(state, move) {
    if (!isCaptureMove(move)) return 0;
    const board = encodeBoard(state);
    if (move.path.length === 1) return singleCaptureValue(board, move.from, move.path[0] as number);
    return chainCaptureValue(board, move.from, Int8Array.from(move.path), 0, move.path.length);
  },
};
