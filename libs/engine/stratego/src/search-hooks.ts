import type { SearchHooks } from '@tabula/engine-core';
import { cellOfPiece, kindOfCell } from './search-board/cells.js';
import { captureOrder, hashOfBoard, loadStrategoBoard } from './search-board/index.js';
import { pieceAt, type StrategoMove, type StrategoState } from './state.js';

/**
 * Speed hooks for the bots' search; they read only the state they are given (a view stays a view).
 * `hash` and `captureValue` give the numbers the search board keeps, so bots on the board and on
 * the contract order and hash alike.
 */
export const searchHooks: SearchHooks<StrategoState, StrategoMove> = {
  hash: (state) => hashOfBoard(state.board, state.toMove),
  isCapture: (state, move) => Boolean(state.board[move.to]),
  captureValue(state, move) {
    const victim = pieceAt(state, move.to);
    const attacker = pieceAt(state, move.from);
    if (!victim || !attacker) return 0;
    return captureOrder(kindOfCell(cellOfPiece(victim)), kindOfCell(cellOfPiece(attacker)));
  },
  board: loadStrategoBoard,
};
