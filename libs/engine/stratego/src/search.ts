import type { SearchHooks } from '@tabula/engine-core';
import { BASE_VALUE } from './evaluate.js';
import { pieceAt, type StrategoMove, type StrategoState } from './state.js';

/** What an attack on a hidden piece is guessed to take, for move ordering only. */
const UNKNOWN_VICTIM = 150;

/** Speed hooks for the bots' search; they read only the state they are given (a view stays a view). */
export const searchHooks: SearchHooks<StrategoState, StrategoMove> = {
  hash(state) {
    let hash = 0x811c9dc5 ^ state.toMove;
    for (const code of state.board) {
      // FNV-1a over the characters of each cell's code, with a separator per cell.
      if (code) for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
      hash = Math.imul(hash ^ 0x2f, 0x01000193);
    }
    return hash >>> 0;
  },
  isCapture: (state, move) => Boolean(state.board[move.to]),
  captureValue(state, move) {
    const victim = pieceAt(state, move.to);
    if (!victim) return 0;
    const attacker = pieceAt(state, move.from);
    const taken = victim.kind === 'unknown' ? UNKNOWN_VICTIM : BASE_VALUE[victim.kind];
    const risked = !attacker || attacker.kind === 'unknown' ? UNKNOWN_VICTIM : BASE_VALUE[attacker.kind];
    return taken * 16 - risked / 16;
  },
};
