import { denOwner, isWater, JUMP_LANDING, JUMP_WATER, NEIGHBOURS } from '../board.js';
import { captureRule } from '../capture.js';
import { LION, RAT, TIGER } from '../pieces.js';
import { LEAP_REACH, STEP_REACH } from './reach.js';

/** {@link generateMoves} modes: every legal move, the captures only, or just "is there any". */
export const ALL_MOVES = 0;
/** @see ALL_MOVES */
export const CAPTURES_ONLY = 1;
/** @see ALL_MOVES: stops at the first legal move (G-1 asks only whether one exists). */
export const ANY_MOVE = 2;

/**
 * A move code: `from * 64 + to`. The same step or jump has the same code in every position, which is
 * what the search's killer and history tables want; 6 bits suffice for the 63 squares.
 */
export const moveCode = (from: number, to: number): number => (from << 6) | to;
/** The square a move code leaves. */
export const codeFrom = (code: number): number => code >> 6;
/** The square a move code reaches. */
export const codeTo = (code: number): number => code & 63;

/**
 * The moves of `side`'s pieces on the typed board, written as codes to `out` from `at`; returns how
 * many (in {@link ANY_MOVE} mode, 1 at the first legal move). `cells` holds signed ranks (+rank blue,
 * −rank red, 0 empty); `pieces[first … first + count)` are the squares of `side`'s pieces. Does not
 * look at whether the game is over.
 */
export function generateMoves(
  cells: Int8Array,
  pieces: Int8Array,
  first: number,
  count: number,
  side: number,
  mode: number,
  out: Int32Array,
  at: number,
): number {
  let n = 0;
  for (let slot = first, last = first + count; slot < last; slot++) {
    n += pieceMoves(cells, side, pieces[slot] as number, mode, out, at + n);
    if (mode === ANY_MOVE && n > 0) return 1;
  }
  return n;
}

/**
 * The captures of `side`'s pieces, as {@link generateMoves} in {@link CAPTURES_ONLY} mode lists them,
 * but asking {@link pieceMoves} only about pieces with an enemy within reach (`occupied`: each side's
 * squares as two words, side `s` at `2s`).
 */
export function generateCaptures(
  cells: Int8Array,
  pieces: Int8Array,
  first: number,
  count: number,
  side: number,
  occupied: Int32Array,
  out: Int32Array,
  at: number,
): number {
  const enemyLow = occupied[2 - 2 * side] as number;
  const enemyHigh = occupied[3 - 2 * side] as number;
  const sign = side === 0 ? 1 : -1;
  let n = 0;
  for (let slot = first, last = first + count; slot < last; slot++) {
    const from = pieces[slot] as number;
    const rank = (cells[from] as number) * sign;
    let low = STEP_REACH[from * 2] as number;
    let high = STEP_REACH[from * 2 + 1] as number;
    if (rank === LION || rank === TIGER) {
      low |= LEAP_REACH[from * 2] as number;
      high |= LEAP_REACH[from * 2 + 1] as number;
    }
    if (((low & enemyLow) | (high & enemyHigh)) !== 0) n += pieceMoves(cells, side, from, CAPTURES_ONLY, out, at + n);
  }
  return n;
}

/**
 * The typed-array statement of Jungle's movement rules for the piece on `from` (the search board and
 * the fast perft both run on it; `rules.ts`'s `moveBreach` is the letter-based statement that
 * `legalMoves` and `play` use, and the conformance tests hold the two equal). The capture exceptions
 * are not restated: both call {@link captureRule}.
 */
export function pieceMoves(cells: Int8Array, side: number, from: number, mode: number, out: Int32Array, at: number): number {
  const sign = side === 0 ? 1 : -1;
  const rank = (cells[from] as number) * sign;
  let n = 0;
  for (let d = 0; d < 4; d++) {
    const step = from * 4 + d;
    let to = NEIGHBOURS[step] as number;
    if (to < 0) continue;
    if (isWater[to] && rank !== RAT) {
      if (rank !== LION && rank !== TIGER) continue; // JG-4
      to = JUMP_LANDING[step] as number; // JG-5, JG-5b: facing water from a bank, it jumps
      if (to < 0) continue;
      // JG-7: any piece on the water crossed is a rat (JG-4), and it blocks the jump.
      if (cells[JUMP_WATER[step * 3] as number] !== 0 || cells[JUMP_WATER[step * 3 + 1] as number] !== 0) continue;
      const third = JUMP_WATER[step * 3 + 2] as number;
      if (third >= 0 && cells[third] !== 0) continue;
    }
    if (denOwner[to] === side) continue; // JG-2
    const target = (cells[to] as number) * sign;
    if (target > 0) continue; // its own piece
    if (target < 0) {
      if (captureRule(side, rank, from, -target, to) !== null) continue; // JG-8..11, JG-14
    } else if (mode === CAPTURES_ONLY) {
      continue;
    }
    out[at + n++] = (from << 6) | to;
    if (mode === ANY_MOVE) return 1;
  }
  return n;
}

