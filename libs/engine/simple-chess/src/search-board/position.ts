import { BIT_IN_HALF, HALF_OF } from './bitboards.js';
import { BISHOP, KING, MOST_TARGETS, PAWN, PAWN_FORWARD, ROOK, SQUARES_88 } from './layout.js';
import { LINE_BIT_OF, LINE_COUNT, PHANTOMS } from './lines.js';
import { PIECE_SCORE } from './material.js';

/** Room in each side's slider list: every square could hold one. */
export const LIST_SIZE = 64;
/** Where a side's pawns start in {@link Position.bits} (its pieces start at `side * 2`). */
export const PAWN_BITS = 4;
/**
 * The pawn-attack maps are padded on both sides, so a pawn's attacks off the board (from the edge
 * files, or from its last rank: SC-4) are written without a test and simply never read.
 */
export const PAWN_MAP_PAD = 32;
/** One side's pawn-attack map: the 0x88 squares plus the padding. */
export const PAWN_MAP_SIZE = SQUARES_88 + 2 * PAWN_MAP_PAD;

/** Whether a piece code is a rook or a bishop: the pieces the slider lists hold. */
const IS_SLIDER = Uint8Array.from({ length: 16 }, (_, code) => ((code & 7) === ROOK || (code & 7) === BISHOP ? 1 : 0));

/** Flips a square's bit on its four lines in one side's part of `occupancy` (starting at `base`). */
function toggleLines(occupancy: Uint8Array, base: number, square: number): void {
  const at = square * 4;
  let e = LINE_BIT_OF[at] as number;
  occupancy[base + (e >> 8)] ^= e & 255;
  e = LINE_BIT_OF[at + 1] as number;
  occupancy[base + (e >> 8)] ^= e & 255;
  e = LINE_BIT_OF[at + 2] as number;
  occupancy[base + (e >> 8)] ^= e & 255;
  e = LINE_BIT_OF[at + 3] as number;
  occupancy[base + (e >> 8)] ^= e & 255;
}

/**
 * The pieces of a search board, with what the evaluation and the move generator read kept up to
 * date as pieces move: a 0x88 mailbox, bitboards of each side's pieces and pawns (bitboards.ts),
 * each side's list of sliders, the kings' squares, each side's material, its occupancy of every
 * line (lines.ts) and how many of its pawns attack each square.
 *
 * It knows nothing of turns or history: {@link SimpleChessBoard} moves and restores pieces here in
 * the order that makes every change undoable.
 */
export class Position {
  /** The mailbox: a piece code per 0x88 square, 0 for empty (and off the board). */
  readonly cells = new Int8Array(SQUARES_88);
  /**
   * Bitboards, two halves each: each side's pieces at `side * 2`, each side's pawns at
   * `PAWN_BITS + side * 2`.
   */
  readonly bits = new Int32Array(8);
  /** Squares of each side's rooks and bishops (`side * LIST_SIZE + i`). */
  readonly sliders = new Uint8Array(2 * LIST_SIZE);
  /** How many squares each side's slider list holds. */
  readonly sliderCounts = new Int32Array(2);
  /** For each square in a slider list, its index there. */
  readonly slots = new Uint8Array(SQUARES_88);
  /** Each side's king square, or -1 once it has been taken (SC-6). */
  readonly kings = Int32Array.of(-1, -1);
  /** Each side's material ({@link PIECE_SCORE} summed over its pieces). */
  readonly material = new Int32Array(2);
  /** Each side's occupancy of each line (`side * 46 + line`), phantom places always set. */
  readonly occupancy = new Uint8Array(2 * LINE_COUNT);
  /** Per side (`side * PAWN_MAP_SIZE + PAWN_MAP_PAD + square`): how many of its pawns attack the square. */
  readonly pawnAttacks = new Int8Array(2 * PAWN_MAP_SIZE);
  /** Most moves the pieces placed so far can have; pieces never appear or promote, so it bounds every later position. */
  readonly mostMoves = new Int32Array(2);

  constructor() {
    this.occupancy.set(PHANTOMS, 0);
    this.occupancy.set(PHANTOMS, LINE_COUNT);
  }

  /** Puts a piece on an empty square (loading a position). */
  place(code: number, square: number): void {
    const side = code >> 3;
    this.mostMoves[side] = (this.mostMoves[side] as number) + (MOST_TARGETS[code] as number);
    this.enter(code, square);
    if (IS_SLIDER[code]) {
      const index = this.sliderCounts[side] as number;
      this.sliders[side * LIST_SIZE + index] = square;
      this.slots[square] = index;
      this.sliderCounts[side] = index + 1;
    }
  }

  /** Moves a piece to an empty square (a capture {@link lift}s the victim first). */
  shift(from: number, to: number): void {
    // `leave(from)` then `enter(to)`, written out: every move of a search plays and unplays this.
    const { cells, occupancy, material, bits } = this;
    const code = cells[from] as number;
    const side = code >> 3;
    cells[to] = code;
    cells[from] = 0;
    const row = code * SQUARES_88;
    material[side] = (material[side] as number) + (PIECE_SCORE[row + to] as number) - (PIECE_SCORE[row + from] as number);
    toggleLines(occupancy, side * LINE_COUNT, from);
    toggleLines(occupancy, side * LINE_COUNT, to);
    const fromHalf = HALF_OF[from] as number;
    const toHalf = HALF_OF[to] as number;
    const fromBit = BIT_IN_HALF[from] as number;
    const toBit = BIT_IN_HALF[to] as number;
    bits[side * 2 + fromHalf] ^= fromBit;
    bits[side * 2 + toHalf] ^= toBit;
    const kind = code & 7;
    if (kind === PAWN) {
      bits[PAWN_BITS + side * 2 + fromHalf] ^= fromBit;
      bits[PAWN_BITS + side * 2 + toHalf] ^= toBit;
      this.pawnAttack(side, from, -1);
      this.pawnAttack(side, to, 1);
    } else if (kind === KING) {
      this.kings[side] = to;
    } else if (IS_SLIDER[code]) {
      const index = this.slots[from] as number;
      this.sliders[side * LIST_SIZE + index] = to;
      this.slots[to] = index;
    }
  }

  /**
   * Takes the piece off `square` (it is captured) and returns the slider-list index it had, which
   * {@link drop} needs to put it back in the same place; -1 for any other piece. The last slider of
   * the list fills the hole, so the list stays dense.
   */
  lift(square: number): number {
    const code = this.cells[square] as number;
    this.leave(code, square);
    if (!IS_SLIDER[code]) return -1;
    const side = code >> 3;
    const base = side * LIST_SIZE;
    const index = this.slots[square] as number;
    const last = (this.sliderCounts[side] as number) - 1;
    const moved = this.sliders[base + last] as number;
    this.sliders[base + index] = moved;
    this.slots[moved] = index;
    this.sliderCounts[side] = last;
    return index;
  }

  /** Puts a {@link lift}ed piece back on its square and at its list index, undoing the lift exactly. */
  drop(code: number, square: number, index: number): void {
    this.enter(code, square);
    if (index < 0) return;
    const side = code >> 3;
    const base = side * LIST_SIZE;
    const end = this.sliderCounts[side] as number;
    // The slider that filled the hole goes back to the end of the list.
    if (index !== end) {
      const moved = this.sliders[base + index] as number;
      this.sliders[base + end] = moved;
      this.slots[moved] = end;
    }
    this.sliders[base + index] = square;
    this.slots[square] = index;
    this.sliderCounts[side] = end + 1;
  }

  /** A piece arrives on a square: the mailbox, material, lines, bitboards, pawn attacks, king square. */
  private enter(code: number, square: number): void {
    const side = code >> 3;
    this.cells[square] = code;
    this.material[side] = (this.material[side] as number) + (PIECE_SCORE[code * SQUARES_88 + square] as number);
    this.toggle(code, square);
    const kind = code & 7;
    if (kind === PAWN) this.pawnAttack(side, square, 1);
    else if (kind === KING) this.kings[side] = square;
  }

  /** A piece leaves a square: the reverse of {@link enter}. */
  private leave(code: number, square: number): void {
    const side = code >> 3;
    this.cells[square] = 0;
    this.material[side] = (this.material[side] as number) - (PIECE_SCORE[code * SQUARES_88 + square] as number);
    this.toggle(code, square);
    const kind = code & 7;
    if (kind === PAWN) this.pawnAttack(side, square, -1);
    else if (kind === KING) this.kings[side] = -1;
  }

  /** Flips a piece's square in its side's lines and bitboards (and pawns' bitboard). */
  private toggle(code: number, square: number): void {
    const side = code >> 3;
    toggleLines(this.occupancy, side * LINE_COUNT, square);
    const half = HALF_OF[square] as number;
    const bit = BIT_IN_HALF[square] as number;
    this.bits[side * 2 + half] ^= bit;
    if ((code & 7) === PAWN) this.bits[PAWN_BITS + side * 2 + half] ^= bit;
  }

  /** Adds (1) or removes (-1) the two forward diagonal attacks of a pawn of `side` on `square` (SC-4). */
  private pawnAttack(side: number, square: number, sign: number): void {
    const at = side * PAWN_MAP_SIZE + PAWN_MAP_PAD + square + (PAWN_FORWARD[side] as number);
    this.pawnAttacks[at - 1] = (this.pawnAttacks[at - 1] as number) + sign;
    this.pawnAttacks[at + 1] = (this.pawnAttacks[at + 1] as number) + sign;
  }
}
