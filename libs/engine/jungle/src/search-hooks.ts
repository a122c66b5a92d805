import type { SearchHooks } from '@tabula/engine-core';
import { ownerOf, rankOf } from './pieces.js';
import { captureOrder, loadJungleBoard } from './search-board/jungle-board.js';
import { pieceKey, RED_TO_MOVE_KEY } from './search-board/zobrist.js';
import type { JungleMove, JungleState } from './state.js';

/** Speed hooks for the game-agnostic search in `@tabula/ai`; the board is what the bots use. */
export const searchHooks: SearchHooks<JungleState, JungleMove> = {
  /** The board's Zobrist hash computed from scratch (the same keys, so the two are always equal). */
  hash(state) {
    let h = state.toMove === 1 ? RED_TO_MOVE_KEY : 0;
    state.cells.forEach((piece, s) => {
      if (piece) h ^= pieceKey(s, ownerOf(piece) === 0 ? rankOf(piece) : -rankOf(piece));
    });
    return h >>> 0;
  },
  isCapture: (state, move) => state.cells[move.to] != null,
  captureValue(state, move) {
    const victim = state.cells[move.to];
    const attacker = state.cells[move.from];
    if (!victim || !attacker) return 0;
    return captureOrder(rankOf(victim), rankOf(attacker));
  },
  board: loadJungleBoard,
};
