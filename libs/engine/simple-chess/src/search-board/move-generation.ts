import { BLACK_STEP_RANK, KING_BITS, NOT_FILE_A, NOT_FILE_H, WHITE_STEP_RANK } from './bitboards.js';
import { BISHOP, SQUARE_88 } from './layout.js';
import { DIAGONAL_LINE, LINE_COUNT, LINE_ROW_OF, LINE_SQUARE, LOWEST_BIT, PHANTOMS, RANK_LINE, RAY_ATTACKS } from './lines.js';
import { LIST_SIZE, PAWN_BITS, type Position } from './position.js';

/*
 * §5's movement on the search board, for the bots and for the fast perft that runs through it.
 * (The Game contract's `legalMoves` is the other, independent reading of the rules; the conformance
 * kit and perft prove the two agree.) There is no check (SC-5), so every move generated is legal.
 * Queens and knights have no moves at all (SC-3): nothing below generates any for them.
 *
 * A move code is `from * 128 + to` in 0x88 squares: the same move keeps its code in every position,
 * which the search's killer and history tables rely on.
 */

/** The 0x88 square a move code leaves. */
export const fromOf = (code: number): number => code >> 7;
/** The 0x88 square a move code goes to. */
export const toOf = (code: number): number => code & 127;

/**
 * The first of a slider's two lines (SC-2): a rook moves along its rank and file, a bishop along
 * its two diagonals (lines.ts numbers a square's lines rank, file, diagonal, anti-diagonal).
 */
export const firstLineOf = (kind: number): number => (kind === BISHOP ? DIAGONAL_LINE : RANK_LINE);

/**
 * Writes a move for every target in one half of a bitboard (`high` 32 for the high half, else 0),
 * each coming from the Game square `step` before it; returns the new count.
 */
function emitTargets(targets: number, high: number, step: number, out: Int32Array, n: number): number {
  while (targets !== 0) {
    const to = high + 31 - Math.clz32(targets & -targets);
    out[n++] = ((SQUARE_88[to - step] as number) << 7) | (SQUARE_88[to] as number);
    targets &= targets - 1;
  }
  return n;
}

/** Writes a move from `from` (0x88) for every target in one half of a bitboard; returns the new count. */
function emitFrom(from: number, targets: number, high: number, out: Int32Array, n: number): number {
  while (targets !== 0) {
    out[n++] = (from << 7) | (SQUARE_88[high + 31 - Math.clz32(targets & -targets)] as number);
    targets &= targets - 1;
  }
  return n;
}

/**
 * SC-4 for all of a side's pawns at once: steps to empty squares (two from the starting rank),
 * captures diagonally forward; a pawn on its last rank shifts off the board and has no moves.
 */
function pawnMoves(bits: Int32Array, side: number, quiet: boolean, out: Int32Array, n: number): number {
  const pawnsLow = bits[PAWN_BITS + side * 2] as number;
  const pawnsHigh = bits[PAWN_BITS + side * 2 + 1] as number;
  const enemyLow = bits[2 - side * 2] as number;
  const enemyHigh = bits[3 - side * 2] as number;
  const leftLow = pawnsLow & NOT_FILE_A;
  const leftHigh = pawnsHigh & NOT_FILE_A;
  const rightLow = pawnsLow & NOT_FILE_H;
  const rightHigh = pawnsHigh & NOT_FILE_H;
  if (side === 0) {
    n = emitTargets((leftLow << 7) & enemyLow, 0, 7, out, n);
    n = emitTargets(((leftHigh << 7) | (leftLow >>> 25)) & enemyHigh, 32, 7, out, n);
    n = emitTargets((rightLow << 9) & enemyLow, 0, 9, out, n);
    n = emitTargets(((rightHigh << 9) | (rightLow >>> 23)) & enemyHigh, 32, 9, out, n);
    if (quiet) {
      const emptyLow = ~((bits[0] as number) | enemyLow);
      const emptyHigh = ~((bits[1] as number) | enemyHigh);
      const stepLow = (pawnsLow << 8) & emptyLow;
      n = emitTargets(stepLow, 0, 8, out, n);
      n = emitTargets(((pawnsHigh << 8) | (pawnsLow >>> 24)) & emptyHigh, 32, 8, out, n);
      n = emitTargets(((stepLow & WHITE_STEP_RANK) << 8) & emptyLow, 0, 16, out, n);
    }
  } else {
    n = emitTargets(((leftLow >>> 9) | (leftHigh << 23)) & enemyLow, 0, -9, out, n);
    n = emitTargets((leftHigh >>> 9) & enemyHigh, 32, -9, out, n);
    n = emitTargets(((rightLow >>> 7) | (rightHigh << 25)) & enemyLow, 0, -7, out, n);
    n = emitTargets((rightHigh >>> 7) & enemyHigh, 32, -7, out, n);
    if (quiet) {
      const emptyLow = ~((bits[2] as number) | enemyLow);
      const emptyHigh = ~((bits[3] as number) | enemyHigh);
      const stepHigh = (pawnsHigh >>> 8) & emptyHigh;
      n = emitTargets(((pawnsLow >>> 8) | (pawnsHigh << 24)) & emptyLow, 0, -8, out, n);
      n = emitTargets(stepHigh, 32, -8, out, n);
      n = emitTargets(((stepHigh & BLACK_STEP_RANK) >>> 8) & emptyHigh, 32, -16, out, n);
    }
  }
  return n;
}

/**
 * Writes the codes of `side`'s moves into `out` from `at` on and returns how many it wrote: every
 * move, or with `quiet` false only the captures (quiescence).
 */
export function generateMoves(position: Position, side: number, quiet: boolean, out: Int32Array, at: number): number {
  const { cells, bits, occupancy, sliders } = position;
  let n = pawnMoves(bits, side, quiet, out, at);

  // SC-2: along each line, every attacked place but own pieces; captures are the enemy's places.
  const ownLines = side * LINE_COUNT;
  const enemyLines = LINE_COUNT - ownLines;
  const base = side * LIST_SIZE;
  for (let i = base, end = base + (position.sliderCounts[side] as number); i < end; i++) {
    const from = sliders[i] as number;
    const first = from * 4 + firstLineOf((cells[from] as number) & 7);
    for (let at = first; at < first + 2; at++) {
      const slide = LINE_ROW_OF[at] as number;
      const line = slide & 255;
      const own = occupancy[ownLines + line] as number;
      const enemy = occupancy[enemyLines + line] as number;
      const attacks = RAY_ATTACKS[(slide & 0xff00) + (own | enemy)] as number;
      let targets = quiet ? attacks & ~own : attacks & enemy & ~(PHANTOMS[line] as number);
      while (targets !== 0) {
        out[n++] = (from << 7) | (LINE_SQUARE[line * 8 + (LOWEST_BIT[targets] as number)] as number);
        targets &= targets - 1;
      }
    }
  }

  // SC-1: one step any way, onto an empty square or an enemy piece (the enemy king too: SC-5).
  const king = position.kings[side] as number;
  if (king >= 0) {
    const low = KING_BITS[king * 2] as number;
    const high = KING_BITS[king * 2 + 1] as number;
    if (quiet) {
      n = emitFrom(king, low & ~(bits[side * 2] as number), 0, out, n);
      n = emitFrom(king, high & ~(bits[side * 2 + 1] as number), 32, out, n);
    } else {
      n = emitFrom(king, low & (bits[2 - side * 2] as number), 0, out, n);
      n = emitFrom(king, high & (bits[3 - side * 2] as number), 32, out, n);
    }
  }
  return n - at;
}

/**
 * Whether `side` has any move (G-1: without one it loses): the sets {@link generateMoves} would
 * list, only tested for being empty, since the search asks after every move it plays.
 */
export function hasAnyMove(position: Position, side: number): boolean {
  const { cells, bits, occupancy, sliders } = position;
  const ownLow = bits[side * 2] as number;
  const ownHigh = bits[side * 2 + 1] as number;
  const king = position.kings[side] as number;
  if (king >= 0 && (((KING_BITS[king * 2] as number) & ~ownLow) | ((KING_BITS[king * 2 + 1] as number) & ~ownHigh)) !== 0) return true;
  const pawnsLow = bits[PAWN_BITS + side * 2] as number;
  const pawnsHigh = bits[PAWN_BITS + side * 2 + 1] as number;
  const enemyLow = bits[2 - side * 2] as number;
  const enemyHigh = bits[3 - side * 2] as number;
  const emptyLow = ~(ownLow | enemyLow);
  const emptyHigh = ~(ownHigh | enemyHigh);
  // A pawn moves if the square ahead is empty or a square diagonally ahead holds an enemy piece.
  let low: number;
  let high: number;
  if (side === 0) {
    low = ((pawnsLow << 8) & emptyLow) | ((((pawnsLow & NOT_FILE_A) << 7) | ((pawnsLow & NOT_FILE_H) << 9)) & enemyLow);
    high =
      (((pawnsHigh << 8) | (pawnsLow >>> 24)) & emptyHigh) |
      (((((pawnsHigh & NOT_FILE_A) << 7) | ((pawnsLow & NOT_FILE_A) >>> 25)) | (((pawnsHigh & NOT_FILE_H) << 9) | ((pawnsLow & NOT_FILE_H) >>> 23))) & enemyHigh);
  } else {
    low =
      (((pawnsLow >>> 8) | (pawnsHigh << 24)) & emptyLow) |
      (((((pawnsLow & NOT_FILE_A) >>> 9) | ((pawnsHigh & NOT_FILE_A) << 23)) | (((pawnsLow & NOT_FILE_H) >>> 7) | ((pawnsHigh & NOT_FILE_H) << 25))) & enemyLow);
    high = ((pawnsHigh >>> 8) & emptyHigh) | ((((pawnsHigh & NOT_FILE_A) >>> 9) | ((pawnsHigh & NOT_FILE_H) >>> 7)) & enemyHigh);
  }
  if ((low | high) !== 0) return true;
  const ownLines = side * LINE_COUNT;
  const base = side * LIST_SIZE;
  for (let i = base, end = base + (position.sliderCounts[side] as number); i < end; i++) {
    const from = sliders[i] as number;
    const first = from * 4 + firstLineOf((cells[from] as number) & 7);
    for (let at = first; at < first + 2; at++) {
      const slide = LINE_ROW_OF[at] as number;
      const line = slide & 255;
      const own = occupancy[ownLines + line] as number;
      const attacks = RAY_ATTACKS[(slide & 0xff00) + (own | (occupancy[LINE_COUNT - ownLines + line] as number))] as number;
      if ((attacks & ~own) !== 0) return true;
    }
  }
  return false;
}
