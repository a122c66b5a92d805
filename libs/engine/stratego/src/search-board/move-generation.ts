import { BOARD, isLake, NEIGHBOURS } from '../board.js';
import * as byteBoard from './cells.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { FIRST_IMMOBILE, LAKE, SCOUT } = byteBoard;

/** The land squares, in square order: the generator's scan never visits a lake. */
const LAND: Int16Array = Int16Array.from(Array.from({ length: BOARD.size }, (_, i) => i).filter((i) => !isLake(i)));
/** Orthogonal neighbours, `NB[square * 4 + d]`, -1 off the board. */
const NB: Int16Array = NEIGHBOURS;

/*
 * The one move generator over the byte board (ST-2 to ST-5): the search board lists its moves with
 * it and the fast perft counts with it. A move code is `from * 100 + to` — the same number for the
 * same move in every position, which move-ordering heuristics rely on.
 */

/** Squares per board: the radix of a move code. */
const RADIX = 100;

/** A move's code. */
export function moveCode(from: number, to: number): number {
  return from * RADIX + to;
}

/** The square a move code leaves. */
export function codeFrom(code: number): number {
  return (code / RADIX) | 0;
}

/** The square a move code goes to. */
export function codeTo(code: number): number {
  return code % RADIX;
}

/** Generator modes: every move; attacks only (quiescence); stop at the first move (G-1, {@link hasMove}). */
export const ALL_MOVES = 0;
export const ATTACKS_ONLY = 1;
export const ANY_MOVE = 2;

/**
 * Most moves a position can have: 8 scouts with at most 18 squares each (9 along the rank, 9 along
 * the file) plus 25 other mobile pieces with 4 each. No position reaches it; it sizes buffers.
 */
export const MAX_MOVES = 8 * 18 + 25 * 4;

/**
 * Writes the moves of the piece on `from` (owner `side`, mobile kind `kind`) into `out` from `at`,
 * and returns how many. A scout runs over empty land (ST-4); every piece attacks only an adjacent
 * enemy (ST-4/ST-5); nothing enters a lake or its own side's square (ST-2).
 */
export function pieceMoves(cells: Uint8Array, from: number, side: number, kind: number, mode: number, out: Int32Array, at: number): number {
  let n = 0;
  const base = from * 4;
  for (let d = 0; d < 4; d++) {
    let to = NB[base + d] as number;
    if (to < 0) continue;
    const target = cells[to] as number;
    if (target !== 0) {
      // An enemy piece next door: an attack. A lake or an own piece: nothing this way.
      if (target !== LAKE && (target - 1) >> 4 !== side) {
        out[at + n++] = from * RADIX + to;
        if (mode === ANY_MOVE) return n;
      }
      continue;
    }
    if (mode === ATTACKS_ONLY) continue;
    out[at + n++] = from * RADIX + to;
    if (mode === ANY_MOVE) return n;
    if (kind !== SCOUT) continue;
    for (;;) {
      to = NB[to * 4 + d] as number;
      // Off the board, a lake or any piece ends the run: scouts attack only next door (ST-4).
      if (to < 0 || cells[to] !== 0) break;
      out[at + n++] = from * RADIX + to;
    }
  }
  return n;
}

/** Writes the moves of `side` (as `mode` asks) into `out` from `at`, by square order; returns how many. */
export function generateMoves(cells: Uint8Array, side: number, mode: number, out: Int32Array, at: number): number {
  let n = 0;
  for (let i = 0; i < LAND.length; i++) {
    const from = LAND[i] as number;
    const cell = cells[from] as number;
    if (cell === 0 || (cell - 1) >> 4 !== side) continue;
    const kind = (cell - 1) & 15;
    if (kind >= FIRST_IMMOBILE) continue; // ST-3: bombs and the flag never move
    n += pieceMoves(cells, from, side, kind, mode, out, at + n);
  }
  return n;
}

/**
 * The land squares in the order {@link hasMove} looks at a side's pieces: from the side's front rank
 * towards the enemy, then its back ranks. Pieces in front are the likeliest to have a move, the back
 * ranks (flag, bombs, boxed-in pieces) the least, so the look usually ends at once.
 */
const FRONT_FIRST: readonly Int16Array[] = [0, 1].map((side) => {
  const ranks = side === 0 ? [3, 4, 5, 6, 7, 8, 9, 2, 1, 0] : [6, 5, 4, 3, 2, 1, 0, 7, 8, 9];
  return Int16Array.from(ranks.flatMap((rank) => Array.from(LAND).filter((square) => BOARD.rankOf(square) === rank)));
});

/** Whether `side` has a legal move (G-1); `probe` is scratch for one code. */
export function hasMove(cells: Uint8Array, side: number, probe: Int32Array): boolean {
  const order = FRONT_FIRST[side] as Int16Array;
  for (let i = 0; i < order.length; i++) {
    const from = order[i] as number;
    const cell = cells[from] as number;
    if (cell === 0 || (cell - 1) >> 4 !== side) continue;
    const kind = (cell - 1) & 15;
    if (kind < FIRST_IMMOBILE && pieceMoves(cells, from, side, kind, ANY_MOVE, probe, 0) > 0) return true;
  }
  return false;
}
