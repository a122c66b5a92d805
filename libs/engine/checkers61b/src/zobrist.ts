import { createRng } from '@tabula/engine-core';

/*
 * Zobrist keys, shared by the `search.hash` hook (from a JSON state) and the search board (updated
 * move by move), so both give the same hash for the same position.
 */

/** `ZOBRIST[square * 16 + code]`: the key of a piece code (piece-codes.ts) on a square. */
export const ZOBRIST: Uint32Array = (() => {
  // Drawn once from a fixed seed so hashes are reproducible; the last key is "water to move".
  const rng = createRng('checkers61b-zobrist');
  return Uint32Array.from({ length: 64 * 16 + 1 }, () => rng.word());
})();

/** The key XOR-ed in while water (player 1) is to move. */
export const WATER_TO_MOVE_KEY: number = ZOBRIST[64 * 16] as number;

/** The hash of a code board and the side to move, computed from scratch. */
export function hashCodes(codes: Int8Array, waterToMove: boolean): number {
  let hash = waterToMove ? WATER_TO_MOVE_KEY : 0;
  for (let square = 0; square < 64; square++) {
    const code = codes[square] as number;
    if (code !== 0) hash ^= ZOBRIST[square * 16 + code] as number;
  }
  return hash >>> 0;
}
