import { JUMP_LANDING, NEIGHBOURS, SIZE } from '../board.js';

/**
 * Square sets as two 32-bit words (squares 0–31, then 32–62), enough for the 63 squares: the board
 * keeps each side's occupancy this way so that "could this piece capture anything at all?" is two ANDs
 * instead of a walk over its four directions. Most pieces in most positions touch no enemy, and
 * quiescence asks for captures at every leaf.
 */

/** The word of a square's bit: `mask[offset + wordOf(s)]`. */
export const wordOf = (s: number): number => s >> 5;
/** The bit of a square within its word. */
export const bitOf = (s: number): number => 1 << (s & 31);

/** `STEP_REACH[s * 2 + w]`: the orthogonal neighbours of `s`. */
export const STEP_REACH = new Int32Array(SIZE * 2);
/** `LEAP_REACH[s * 2 + w]`: where a lion or tiger on `s` lands across the river (JG-5), blocked or not. */
export const LEAP_REACH = new Int32Array(SIZE * 2);
for (let s = 0; s < SIZE; s++) {
  for (let d = 0; d < 4; d++) {
    const step = NEIGHBOURS[s * 4 + d] as number;
    if (step >= 0) STEP_REACH[s * 2 + wordOf(step)] |= bitOf(step);
    const leap = JUMP_LANDING[s * 4 + d] as number;
    if (leap >= 0) LEAP_REACH[s * 2 + wordOf(leap)] |= bitOf(leap);
  }
}
