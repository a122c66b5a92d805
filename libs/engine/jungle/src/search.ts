import { createRng, type SearchHooks } from '@tabula/engine-core';
import { SIZE } from './board.js';
import { ownerOf, rankOf, type JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

/** Zobrist keys, one per (square, piece) plus the side to move, from a fixed seed so hashes are stable. */
const KEYS = (() => {
  const rng = createRng('jungle-zobrist');
  return Array.from({ length: SIZE * 16 + 1 }, () => Math.floor(rng.next() * 4294967296) | 0);
})();

const pieceIndex = (piece: JunglePiece): number => (rankOf(piece) - 1) * 2 + ownerOf(piece);

/** Value of the victim by rank, for most-valuable-victim-first ordering. */
const VICTIM = [0, 3, 1, 2, 4, 5, 7, 8, 9];

/** Speed hooks for the game-agnostic search in `@tabula/ai`. */
export const jungleSearch: SearchHooks<JungleState, JungleMove> = {
  hash(state) {
    let h = state.toMove === 1 ? (KEYS[SIZE * 16] as number) : 0;
    state.cells.forEach((piece, s) => {
      if (piece) h ^= KEYS[s * 16 + pieceIndex(piece)] as number;
    });
    return h >>> 0;
  },
  isCapture: (state, move) => state.cells[move.to] != null,
  captureValue(state, move) {
    const victim = state.cells[move.to];
    const attacker = state.cells[move.from];
    if (!victim || !attacker) return 0;
    return (VICTIM[rankOf(victim)] as number) * 16 - rankOf(attacker);
  },
};

