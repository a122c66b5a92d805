import type { Rng } from '@tabula/engine-core';
import { BOARD } from '../board.js';
import * as byteBoard from './cells.js';

const { FIRST_IMMOBILE, LAKE, MOVED, REVEALED } = byteBoard;

/** Scratch lists for {@link redealHidden}, allocated once per board. */
export class DealScratch {
  /** Unrevealed squares of the dealt side that never moved, then those that did. */
  readonly unmoved = new Int32Array(BOARD.size);
  readonly moved = new Int32Array(BOARD.size);
  /** The cells dealt out: immobile ranks, then mobile ones. */
  readonly immobile = new Uint8Array(BOARD.size);
  readonly mobile = new Uint8Array(BOARD.size);
}

/** Shuffles the first `length` entries of `items` in place (Fisher–Yates). */
function shuffle(items: Int32Array | Uint8Array, length: number, rng: Rng): void {
  for (let i = length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const item = items[i] as number;
    items[i] = items[j] as number;
    items[j] = item;
  }
}

/**
 * Deals the ranks of `owner`'s unrevealed pieces again among the squares they stand on: what the
 * enemy cannot know (ST-9). The ranks in play are exactly those on the board (the pool `determinize`
 * works out from the captured lists), and, as there, bombs and the flag go only to pieces that never
 * moved (ST-3), every such assignment equally likely: the immobile ranks go to a random choice of
 * the unmoved squares, the mobile ranks at random to the rest.
 */
export function redealHidden(cells: Uint8Array, marks: Uint8Array, owner: number, rng: Rng, scratch: DealScratch): void {
  const { unmoved, moved, immobile, mobile } = scratch;
  let unmovedCount = 0;
  let movedCount = 0;
  let immobileCount = 0;
  let mobileCount = 0;
  for (let square = 0; square < BOARD.size; square++) {
    const cell = cells[square] as number;
    if (cell === 0 || cell === LAKE || (cell - 1) >> 4 !== owner) continue;
    const pieceMarks = marks[square] as number;
    if ((pieceMarks & REVEALED) !== 0) continue;
    if ((pieceMarks & MOVED) !== 0) moved[movedCount++] = square;
    else unmoved[unmovedCount++] = square;
    if (((cell - 1) & 15) >= FIRST_IMMOBILE) immobile[immobileCount++] = cell;
    else mobile[mobileCount++] = cell;
  }
  shuffle(unmoved, unmovedCount, rng);
  shuffle(immobile, immobileCount, rng);
  // The unmoved squares left over after the immobile ranks join the moved ones for the mobile ranks.
  for (let i = immobileCount; i < unmovedCount; i++) moved[movedCount++] = unmoved[i] as number;
  shuffle(mobile, mobileCount, rng);
  for (let i = 0; i < immobileCount; i++) cells[unmoved[i] as number] = immobile[i] as number;
  for (let i = 0; i < mobileCount; i++) cells[moved[i] as number] = mobile[i] as number;
}
