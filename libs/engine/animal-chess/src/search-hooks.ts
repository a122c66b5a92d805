import type { SearchHooks } from '@tabula/engine-core';
import { codeOf } from './codes.js';
import { encode } from './position.js';
import { captureValueOf } from './search-board/capture-value.js';
import { loadBoard } from './search-board/index.js';
import { zobristOf } from './search-board/zobrist.js';
import type { AnimalChessMove, AnimalChessState } from './state.js';

/** 32-bit Zobrist hash of board, hands and side to move (the search board keeps the same one). */
export function hashState(state: AnimalChessState): number {
  const { board, hands, side } = encode(state);
  return zobristOf(board, hands, side) >>> 0;
}

/** Whether the move takes an enemy piece (drops never capture). */
function captures(state: AnimalChessState, move: AnimalChessMove): boolean {
  if ('drop' in move) return false;
  const target = state.board[move.to];
  return !!target && target.owner !== state.toMove;
}

/** Search hooks: Zobrist hash, MVV-LVA capture ordering (the lion first of all, AC-6) and the search board. */
export const searchHooks: SearchHooks<AnimalChessState, AnimalChessMove> = {
  hash: hashState,
  isCapture: captures,
  captureValue(state, move) {
    if ('drop' in move || !captures(state, move)) return 0;
    const target = state.board[move.to];
    const attacker = state.board[move.from];
    if (!target || !attacker) return 0;
    return captureValueOf(codeOf(attacker), codeOf(target));
  },
  board: loadBoard,
};
