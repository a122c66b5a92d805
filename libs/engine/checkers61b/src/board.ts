import { createBoardGeometry } from '@tabula/engine-core';

/**
 * The 8×8 board of Checkers61b. Squares are numbered `rank * 8 + file` (a1 = 0, h8 = 63); only the
 * 32 squares whose file + rank is even are used (docs/rules.md §2: a1 is used, "every other space").
 */
export const BOARD = createBoardGeometry(8, 8);

/** Number of squares, used or not. */
export const SQUARE_COUNT = 64;

/** Whether a square index is one of the 32 used (dark) squares. */
export function isUsedSquare(square: number): boolean {
  return Number.isInteger(square) && square >= 0 && square < SQUARE_COUNT && (BOARD.fileOf(square) + BOARD.rankOf(square)) % 2 === 0;
}

/** The used squares in index order (a1, c1, e1, g1, b2, …). */
export const USED_SQUARES: readonly number[] = Array.from({ length: SQUARE_COUNT }, (_, i) => i).filter(isUsedSquare);

/** Name of a square index, e.g. `c3`. */
export function squareName(square: number): string {
  return BOARD.name(square);
}

/** Index of a square name (case-insensitive), or -1 when it is not a square of the 8×8 board. */
export function squareIndex(name: string): number {
  return BOARD.parse(name);
}

/**
 * The four diagonal directions, indexed so that a side's forward pair is contiguous:
 * 0 up-right, 1 up-left (fire's forward), 2 down-right, 3 down-left (water's forward).
 */
export const DIAGONALS = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

/** `STEP[square * 4 + d]`: the diagonal neighbour in direction `d`, or -1 off the board. */
export const STEP: Int8Array = buildTable(1);
/** `JUMP[square * 4 + d]`: the square two diagonal steps away in direction `d`, or -1 off the board. */
export const JUMP: Int8Array = buildTable(2);

function buildTable(distance: number): Int8Array {
  const table = new Int8Array(SQUARE_COUNT * 4);
  for (let square = 0; square < SQUARE_COUNT; square++) {
    DIAGONALS.forEach(([df, dr], d) => {
      table[square * 4 + d] = BOARD.step(square, [df * distance, dr * distance]);
    });
  }
  return table;
}

/**
 * The diagonal direction index from `from` to `to` and their distance in steps, or null when the
 * two squares are not on one diagonal.
 */
export function diagonalBetween(from: number, to: number): { direction: number; distance: number } | null {
  const df = BOARD.fileOf(to) - BOARD.fileOf(from);
  const dr = BOARD.rankOf(to) - BOARD.rankOf(from);
  if (df === 0 || Math.abs(df) !== Math.abs(dr)) return null;
  const direction = DIAGONALS.findIndex(([x, y]) => x === Math.sign(df) && y === Math.sign(dr));
  return { direction, distance: Math.abs(df) };
}
