import { createRng } from '@tabula/engine-core';
import { SIZE } from '../board.js';

/**
 * Zobrist keys for Jungle, from a fixed seed so hashes are stable across runs and machines.
 *
 * The board stores a piece as its signed rank (+rank blue, −rank red, 0 empty), so the keys are laid
 * out by that value: `PIECE_KEYS[square * 17 + value + 8]`, with 0 for an empty square. A move then
 * updates the hash with three look-ups and no branch on the owner. The numbers are those the
 * `search.hash` hook has always used (one draw per (square, rank, owner), then the side key), so
 * hashes stored anywhere stay valid.
 */
export const PIECE_KEYS = new Int32Array(SIZE * 17);
/** Toggled whenever red (player 1) is to move. */
export const RED_TO_MOVE_KEY: number = (() => {
  const rng = createRng('jungle-zobrist');
  const draw = () => rng.word() | 0;
  for (let square = 0; square < SIZE; square++) {
    for (let rank = 1; rank <= 8; rank++) {
      PIECE_KEYS[square * 17 + rank + 8] = draw(); // blue
      PIECE_KEYS[square * 17 - rank + 8] = draw(); // red
    }
  }
  return draw();
})();

/** The key of a piece of signed rank `value` on `square` (0 for an empty square). */
export function pieceKey(square: number, value: number): number {
  return PIECE_KEYS[square * 17 + value + 8] as number;
}
