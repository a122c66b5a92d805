import * as byteBoard from './cells.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { LAKE } = byteBoard;

/*
 * Which squares hold a piece, as a bit set of OCCUPANCY_WORDS 32-bit words (square s is bit s & 31
 * of word s >> 5). The evaluation sums pieces in square order; walking set bits visits the pieces
 * alone, in that order, with no unpredictable branch per empty square.
 */

export const OCCUPANCY_WORDS = 4;

/** Marks `square` occupied or empty. */
export function setOccupied(occupied: Int32Array, square: number, on: boolean): void {
  const bit = 1 << (square & 31);
  const word = square >> 5;
  occupied[word] = on ? (occupied[word] as number) | bit : (occupied[word] as number) & ~bit;
}

/** Fills a bit set from cells. */
export function readOccupancy(cells: Uint8Array, occupied: Int32Array): void {
  occupied.fill(0);
  for (let square = 0; square < cells.length; square++) {
    const cell = cells[square] as number;
    if (cell !== 0 && cell !== LAKE) setOccupied(occupied, square, true);
  }
}

/** The square of the lowest set bit of a non-zero word `bits` of word index `word`. */
export function lowestSquare(word: number, bits: number): number {
  return word * 32 + 31 - Math.clz32(bits & -bits);
}

/** The highest occupied square below `square`, or −1. */
export function highestBelow(occupied: Int32Array, square: number): number {
  let word = square >> 5;
  let bits = (occupied[word] as number) & ((1 << (square & 31)) - 1);
  while (bits === 0) {
    if (--word < 0) return -1;
    bits = occupied[word] as number;
  }
  return word * 32 + 31 - Math.clz32(bits);
}
