import { createRng, type SearchHooks } from '@tabula/engine-core';
import { pieceValue } from './evaluate.js';
import { encodeBoard, encodePiece } from './piece-codes.js';
import { playOnBoard } from './play-move.js';
import { BOARD } from './squares.js';
import type { CheckersMove, CheckersState } from './state.js';

/** Zobrist keys per (square, piece code), drawn once from a fixed seed so hashes are reproducible. */
const ZOBRIST: Uint32Array = (() => {
  const rng = createRng('checkers61b-zobrist');
  return Uint32Array.from({ length: 64 * 16 + 1 }, () => Math.floor(rng.next() * 4294967296) >>> 0);
})();
const WATER_TO_MOVE = 64 * 16;

/** Whether the first landing of a move is a jump (a capture chain, CK-2) rather than a step. */
export function isCaptureMove(move: CheckersMove): boolean {
  const first = move.path[0] as number;
  return Math.abs(BOARD.fileOf(first) - BOARD.fileOf(move.from)) === 2;
}

/** Hooks for the bots' search: Zobrist hash, captures for quiescence, and what a capture wins. */
export const checkersSearchHooks: SearchHooks<CheckersState, CheckersMove> = {
  hash(state) {
    let hash = state.toMove === 1 ? (ZOBRIST[WATER_TO_MOVE] as number) : 0;
    state.board.forEach((piece, square) => {
      if (piece) hash ^= ZOBRIST[square * 16 + encodePiece(piece)] as number;
    });
    return hash >>> 0;
  },
  isCapture: (_state, move) => isCaptureMove(move),
  captureValue(state, move) {
    if (!isCaptureMove(move)) return 0;
    // Enemy material removed minus own material lost (a bomb dies in its own blast, CK-5).
    const board = encodeBoard(state);
    if (playOnBoard(board, state.toMove, move)) return 0;
    let gain = 0;
    state.board.forEach((piece, square) => {
      if (piece && board[square] === 0 && square !== move.from) gain += (piece.owner === state.toMove ? -1 : 1) * pieceValue(piece);
    });
    const mover = state.board[move.from];
    const survived = board[move.path[move.path.length - 1] as number] !== 0;
    if (mover && !survived) gain -= pieceValue(mover);
    return Math.max(1, Math.round(gain));
  },
};
