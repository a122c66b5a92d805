import { createRng } from '@tabula/engine-core';
import { SQUARES } from '../board.js';
import { CODES, EMPTY, GIRAFFE } from '../codes.js';

/*
 * Zobrist keys of board, hands and side to move: one hash for the search hook `hash(state)` and the
 * search board (which updates it move by move, and must land on the same number as from scratch).
 */

/** Largest hand count with a key of its own (the set has six chicks); larger counts share it. */
const MAX_HELD = 6;
/** Hand counts the board's key table covers: every non-negative Int8 count. */
const HELD_SLOTS = 128;

// Keys from a fixed seed, so hashes are the same in every process (worker, server, CLI). The order
// of drawing (pieces, hands by owner and kind G C H, side) is what fixes their values: keep it.
const rng = createRng('animal-chess zobrist');
const word = (): number => rng.word();

/** `PIECE_KEYS[pieceCode * 30 + square]`. */
export const PIECE_KEYS = Uint32Array.from({ length: CODES * SQUARES }, word);
const KEYS_BY_KIND = Uint32Array.from({ length: 2 * 3 * (MAX_HELD + 1) }, word);
/** Present when player 1 is to move. */
export const SIDE_KEY = word();

/**
 * `HAND_KEYS[(owner * 4 + type) * 128 + held]`: the key of holding `held` pieces of a hand type.
 * The table is indexed like the board's hands, so a capture or drop changes the hash by two lookups.
 */
export const HAND_KEYS = new Uint32Array(8 * HELD_SLOTS);
for (let owner = 0; owner < 2; owner++) {
  for (let type = 1; type <= GIRAFFE; type++) {
    const kind = GIRAFFE - type; // hand kind order G C H
    for (let held = 0; held < HELD_SLOTS; held++) {
      HAND_KEYS[(owner * 4 + type) * HELD_SLOTS + held] = KEYS_BY_KIND[(owner * 3 + kind) * (MAX_HELD + 1) + Math.min(held, MAX_HELD)] as number;
    }
  }
}

/** Stride of a hand slot in {@link HAND_KEYS}. */
export const HAND_KEY_STRIDE = HELD_SLOTS;

/** The hash of a typed position from scratch (as a signed 32-bit number; callers take `>>> 0`). */
export function zobristOf(cells: Int8Array, hands: Int8Array, side: number): number {
  let hash = side === 1 ? SIDE_KEY | 0 : 0;
  for (let square = 0; square < SQUARES; square++) {
    const code = cells[square] as number;
    if (code !== EMPTY) hash ^= PIECE_KEYS[code * SQUARES + square] as number;
  }
  for (let slot = 1; slot < 8; slot++) {
    if ((slot & 3) === 0) continue;
    hash ^= HAND_KEYS[slot * HELD_SLOTS + (hands[slot] as number)] as number;
  }
  return hash;
}
