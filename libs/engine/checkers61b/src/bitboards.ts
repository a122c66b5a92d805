import { KING, WATER } from './piece-codes.js';
import { BOARD, USED_SQUARES } from './board.js';

/*
 * The 32 used squares as the bits of one 32-bit integer, so that the evaluation, the "has a move"
 * test (CK-7) and the generator's "which pieces can capture" filter handle many squares at once;
 * the moves themselves are listed square by square from movement.ts's tables (move-generation.ts). Bit `rank * 4 + (file >> 1)`: a1 c1 e1 g1 are bits 0–3, b2 d2 f2 h2 bits 4–7, …
 * On even ranks (1, 3, 5, 7 in names) the files are a c e g, on odd ranks b d f h, so a diagonal
 * neighbour is 3, 4 or 5 bits away depending on the rank's parity and the edge.
 */

/** `SQUARE_BIT[square]`: the bit of a used square (0 for an unused one). */
export const SQUARE_BIT: Int32Array = Int32Array.from({ length: 64 }, (_, square) =>
  USED_SQUARES.includes(square) ? 1 << ((square >> 3) * 4 + ((square & 7) >> 1)) : 0,
);

/** The squares of ranks with files a c e g (index 0, 2, 4, 6), and of the others. */
const EVEN_RANKS = 0x0f0f0f0f;
const ODD_RANKS = ~EVEN_RANKS;
/** The squares on the a file and on the h file. */
const A_FILE = 0x01010101;
const H_FILE = 0x80808080 | 0;

/*
 * Every square of `m` moved one step in a direction (DIAGONALS' order: 0 up-right, 1 up-left,
 * 2 down-right, 3 down-left); squares that would leave the board are dropped.
 */
export function upRight(m: number): number {
  return ((m & EVEN_RANKS) << 4) | ((m & ODD_RANKS & ~H_FILE) << 5);
}
export function upLeft(m: number): number {
  return ((m & EVEN_RANKS & ~A_FILE) << 3) | ((m & ODD_RANKS) << 4);
}
export function downRight(m: number): number {
  return ((m & EVEN_RANKS) >>> 4) | ((m & ODD_RANKS & ~H_FILE) >>> 3);
}
export function downLeft(m: number): number {
  return ((m & EVEN_RANKS & ~A_FILE) >>> 5) | ((m & ODD_RANKS) >>> 4);
}

/**
 * The number of set bits in each byte of `m` (0–8 per byte): the first half of a bit count, so that
 * several counts can be added byte-wise (up to 31 of them) and summed once by {@link byteSum}.
 */
export function byteCounts(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (m + (m >>> 4)) & 0x0f0f0f0f;
}

/** The sum of the four bytes of `counts` (the second half of a bit count). */
export function byteSum(counts: number): number {
  return Math.imul(counts, 0x01010101) >>> 24;
}

/** The number of set bits. */
export function bitCount(m: number): number {
  return byteSum(byteCounts(m));
}

/** The used square (0–63) of bit `i`. */
export const BIT_SQUARE: Int8Array = Int8Array.from({ length: 32 }, (_, i) => (i >> 2) * 8 + ((i & 3) << 1) + ((i >> 2) & 1));

/** `BLAST_ZONE[i]`: the used squares within two squares (king distance) of bit `i`'s square, itself excluded. */
export const BLAST_ZONE: Int32Array = Int32Array.from({ length: 32 }, (_, i) => {
  const square = BIT_SQUARE[i] as number;
  let zone = 0;
  for (const other of USED_SQUARES) {
    const distance = Math.max(Math.abs(BOARD.fileOf(other) - BOARD.fileOf(square)), Math.abs(BOARD.rankOf(other) - BOARD.rankOf(square)));
    if (other !== square && distance <= 2) zone |= SQUARE_BIT[other] as number;
  }
  return zone;
});

/** Fills `masks[code]` with the bits of the squares holding each piece code of a code board. */
export function fillCodeBits(codes: Int8Array, masks: Int32Array): void {
  masks.fill(0);
  for (let square = 0; square < 64; square++) {
    const code = codes[square] as number;
    if (code !== 0) masks[code] = (masks[code] as number) | (SQUARE_BIT[square] as number);
  }
}

/** The squares of one side's kings (`water` is 0 or WATER), from bits per code. */
export function kingBits(masks: Int32Array, water: number): number {
  return (masks[water | KING | 1] as number) | (masks[water | KING | 2] as number) | (masks[water | KING | 3] as number);
}

/** The squares of all of one side's pieces (`water` is 0 or WATER), from bits per code. */
export function sideBits(masks: Int32Array, water: number): number {
  return kingBits(masks, water) | (masks[water | 1] as number) | (masks[water | 2] as number) | (masks[water | 3] as number);
}

/**
 * The enemy pieces that the pieces `up` (moving up) and `down` (moving down) could jump right now:
 * the next square in a direction holds one of `enemy`, the square beyond is in `empty` (CK-2).
 */
export function jumpableBits(up: number, down: number, enemy: number, empty: number): number {
  return enemy & ((upRight(up) & downLeft(empty)) | (upLeft(up) & downRight(empty)) | (downRight(down) & upLeft(empty)) | (downLeft(down) & upRight(empty)));
}

/**
 * Which of the pieces `up` (moving up) and `down` (moving down) can capture right now: the next
 * square in a direction holds one of `enemy`, the square beyond is in `empty` (CK-2).
 */
export function jumperBits(up: number, down: number, enemy: number, empty: number): number {
  return (
    (up & (downLeft(enemy & downLeft(empty)) | downRight(enemy & downRight(empty)))) |
    (down & (upLeft(enemy & upLeft(empty)) | upRight(enemy & upRight(empty))))
  );
}

/**
 * Whether the side `water` (0 or WATER) has a legal move (CK-7), from bits per code: a free step
 * (CK-1: plain fire pieces and all kings up, plain water pieces and all kings down) or a jump.
 */
export function hasMoveBits(masks: Int32Array, water: number): boolean {
  const own = sideBits(masks, water);
  const kings = kingBits(masks, water);
  const enemy = sideBits(masks, water ^ WATER);
  const empty = ~(own | enemy);
  const up = water ? kings : own;
  const down = water ? own : kings;
  return ((upRight(up) | upLeft(up) | downRight(down) | downLeft(down)) & empty) !== 0 || jumpableBits(up, down, enemy, empty) !== 0;
}
