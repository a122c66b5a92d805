import { KING_STEPS } from './layout.js';

/*
 * Sets of squares as bitboards, each held in two 32-bit halves (JavaScript's bit operations are
 * 32-bit): bit `i` of the low half is Game square `i` (a1 = 0 … h4 = 31), bit `i` of the high half
 * is square `32 + i` (a5 … h8). The board keeps each side's pieces and pawns this way, so pawn
 * moves (SC-4) and king steps (SC-1) are generated for all pieces at once by shifts and masks.
 */

/** Which half holds each 0x88 square (0 low, 1 high). */
export const HALF_OF = Uint8Array.from({ length: 128 }, (_, square) => (square >> 4 >= 4 ? 1 : 0));
/** Each 0x88 square's bit in its half (0 off the board). */
export const BIT_IN_HALF = Int32Array.from({ length: 128 }, (_, square) => (square & 0x88 ? 0 : 1 << (((square >> 4) & 3) * 8 + (square & 7))));

/** Every file but a (a pawn there has no capture towards file a − 1), in either half. */
export const NOT_FILE_A = ~0x01010101;
/** Every file but h. */
export const NOT_FILE_H = ~0x80808080;
/** The third rank in the low half (where a white pawn's first step from rank 2 lands), and the sixth in the high half (black's). */
export const WHITE_STEP_RANK = 0x00ff0000;
export const BLACK_STEP_RANK = 0x0000ff00;

/** The squares next to each 0x88 square (`square * 2` low half, `+ 1` high half): a king's steps. */
export const KING_BITS = (() => {
  const bits = new Int32Array(256);
  for (let square = 0; square < 128; square++) {
    if (square & 0x88) continue;
    for (const step of KING_STEPS) {
      const next = square + step;
      if (next & 0x88) continue;
      const i = square * 2 + (HALF_OF[next] as number);
      bits[i] = (bits[i] as number) | (BIT_IN_HALF[next] as number);
    }
  }
  return bits;
})();
