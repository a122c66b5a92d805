import type { SearchHooks } from '@tabula/engine-core';
import { kindOf } from './pieces.js';
import { ATTACKER_RISK, VICTIM_VALUE } from './search-board/capture-value.js';
import { loadBoard } from './search-board/index.js';
import { BLACK_TO_MOVE_KEY, KEY_OF_LETTER } from './search-board/zobrist.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

/** Hash of the board and the side to move (the counters do not decide the future: G-3). */
export function hashOf(state: SimpleChessState): number {
  let hash = state.toMove === 1 ? BLACK_TO_MOVE_KEY : 0;
  state.board.forEach((piece, square) => {
    if (piece !== null) hash ^= KEY_OF_LETTER[piece][square] as number;
  });
  return hash >>> 0;
}

/**
 * The value of the piece a move captures less a little for the piece that risks itself (MVV-LVA),
 * or 0 for a quiet move.
 */
export function captureValueOf(state: SimpleChessState, move: SimpleChessMove): number {
  const victim = state.board[move.to];
  const attacker = state.board[move.from];
  if (victim === null || victim === undefined || attacker === null || attacker === undefined) return 0;
  return VICTIM_VALUE[kindOf(victim)] - ATTACKER_RISK[kindOf(attacker)];
}

/** Speed hooks for the bots' search; `board` is the one they prefer (search-board/). */
export const searchHooks: SearchHooks<SimpleChessState, SimpleChessMove> = {
  hash: hashOf,
  isCapture: (state, move) => state.board[move.to] !== null,
  captureValue: captureValueOf,
  board: loadBoard,
};
