import { SQUARES } from '../board.js';
import { CAT, CHICK, CODES, EMPTY, LION } from '../codes.js';
import { REACH } from '../movement.js';

/** On-board value by type: chick, cat, giraffe, lion (not counted: it is always there), rooster, promoted cat. */
export const BOARD_VALUE: readonly number[] = [0, 100, 280, 320, 0, 380, 360];
/** Per rank advanced by an unpromoted chick / cat; promotion is then worth BOARD_VALUE's jump. */
const CHICK_ADVANCE = 12;
const CAT_ADVANCE = 5;

/** `PLACED_VALUE[pieceCode * 30 + square]`: material plus the advance bonus of a piece standing there (AC-5). */
const PLACED_VALUE = new Int16Array(CODES * SQUARES);
for (let code = 1; code < CODES; code++) {
  const type = code & 7;
  if (type === 0 || type > 6) continue;
  const owner = code >> 3;
  for (let square = 0; square < SQUARES; square++) {
    const rank = Math.floor(square / 5);
    const advance = owner === 0 ? rank : 5 - rank;
    const bonus = type === CHICK ? CHICK_ADVANCE * advance : type === CAT ? CAT_ADVANCE * advance : 0;
    PLACED_VALUE[code * SQUARES + square] = (BOARD_VALUE[type] as number) + bonus;
  }
}

/*
 * Layout of `Placement.sums`: one block of SUMS_STRIDE numbers per owner (`owner * SUMS_STRIDE + …`).
 * The attack counts are bit-sliced: bit `square` of plane k is bit k of the number of the owner's
 * pieces that reach the square in one step (at most 8 reach one square, so four planes). Adding or
 * removing a piece is then a few bit operations on its reach set instead of a loop over squares.
 */
/** Bit planes 0–3 of the attack counts (offsets 0–3). */
export const ATTACK_PLANES = 0;
/** Bit set of the owner's occupied squares. */
export const OCCUPIED = 4;
/** Material and advance bonus of the owner's pieces on the board. */
export const MATERIAL = 5;
/** The owner's lion's square, or -1 once it is taken (AC-6). */
export const LION_SQUARE = 6;
export const SUMS_STRIDE = 8;

/**
 * Pieces on squares, with the running sums the evaluation and the outcome read (mobility and
 * coverage are counted from the attack planes when asked), kept up to date by
 * the only two ways a square changes: {@link place} and {@link lift}. A board move is lift, (lift
 * the victim), place; a drop is a place; undo runs them backwards. Every sum is a plain function of
 * the pieces on the board, so a position reached by play/undo has the same sums as one loaded from
 * scratch.
 */
export class Placement {
  /** Piece codes by square (codes.ts). */
  readonly cells = new Int8Array(SQUARES);
  /** Per owner: see the layout constants above. */
  readonly sums = new Int32Array(2 * SUMS_STRIDE).fill(-1, LION_SQUARE, LION_SQUARE + 1).fill(-1, SUMS_STRIDE + LION_SQUARE, SUMS_STRIDE + LION_SQUARE + 1);

  /** Puts a piece on an empty square. */
  place(code: number, square: number): void {
    const sums = this.sums;
    const at = (code >> 3) * SUMS_STRIDE;
    const slot = code * SQUARES + square;
    const reach = REACH[slot] as number;
    // Bit-sliced add of one to every square it reaches.
    const plane0 = sums[at] as number;
    const carry1 = plane0 & reach;
    sums[at] = plane0 ^ reach;
    if (carry1 !== 0) {
      const plane1 = sums[at + 1] as number;
      const carry2 = plane1 & carry1;
      sums[at + 1] = plane1 ^ carry1;
      if (carry2 !== 0) {
        const plane2 = sums[at + 2] as number;
        sums[at + 2] = plane2 ^ carry2;
        sums[at + 3] ^= plane2 & carry2;
      }
    }
    sums[at + OCCUPIED] |= 1 << square;
    sums[at + MATERIAL] += PLACED_VALUE[slot] as number;
    if ((code & 7) === LION) sums[at + LION_SQUARE] = square;
    this.cells[square] = code;
  }

  /** Takes the piece off a square and returns its code. */
  lift(square: number): number {
    const sums = this.sums;
    const code = this.cells[square] as number;
    const at = (code >> 3) * SUMS_STRIDE;
    const slot = code * SQUARES + square;
    const reach = REACH[slot] as number;
    // Bit-sliced subtract of one from every square it reaches.
    const plane0 = sums[at] as number;
    const borrow1 = ~plane0 & reach;
    sums[at] = plane0 ^ reach;
    if (borrow1 !== 0) {
      const plane1 = sums[at + 1] as number;
      const borrow2 = ~plane1 & borrow1;
      sums[at + 1] = plane1 ^ borrow1;
      if (borrow2 !== 0) {
        const plane2 = sums[at + 2] as number;
        sums[at + 2] = plane2 ^ borrow2;
        sums[at + 3] ^= ~plane2 & borrow2;
      }
    }
    sums[at + OCCUPIED] &= ~(1 << square);
    sums[at + MATERIAL] -= PLACED_VALUE[slot] as number;
    if ((code & 7) === LION) sums[at + LION_SQUARE] = -1;
    this.cells[square] = EMPTY;
    return code;
  }
}

/** Places the pieces of a typed board (piece codes by square) on `placement`, which must be empty. */
export function placeAll(placement: Placement, cells: Int8Array): void {
  for (let square = 0; square < SQUARES; square++) {
    const code = cells[square] as number;
    if (code !== EMPTY) placement.place(code, square);
  }
}

/** Number of set bits of a 32-bit integer. */
export function bitCount(bits: number): number {
  const pairs = bits - ((bits >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
