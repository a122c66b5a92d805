/**
 * Rectangular board geometry shared by all games. Squares are numbered
 * `index = (rank - 1) * files + fileIndex` (a1 = 0, b1 = 1, …), the layout move generators want;
 * names follow docs/rules.md: file letter from `a`, rank number from `1` on player 0's home row.
 */

/** A direction as (file delta, rank delta). */
export type Direction = readonly [df: number, dr: number];

/** The four orthogonal directions: up, down, right, left (up = +rank). */
export const ORTHOGONAL: readonly Direction[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];

/** The four diagonal directions. */
export const DIAGONAL: readonly Direction[] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

/** All eight directions a king steps in. */
export const EIGHT_WAYS: readonly Direction[] = [...ORTHOGONAL, ...DIAGONAL];

/** A board of `files × ranks` squares with name/index conversion and precomputed neighbour tables. */
export interface BoardGeometry {
  readonly files: number;
  readonly ranks: number;
  /** Number of squares, `files * ranks`. */
  readonly size: number;
  /** Index of the square at 0-based file and rank, or -1 when off the board. */
  index(fileIndex: number, rankIndex: number): number;
  /** 0-based file of a square index. */
  fileOf(square: number): number;
  /** 0-based rank of a square index. */
  rankOf(square: number): number;
  /** Name of a square index, e.g. `a1`, `j10`. */
  name(square: number): string;
  /** Index of a square name (case-insensitive), or -1 when it is not a square of this board. */
  parse(name: string): number;
  /** The square one step from `square` in `direction`, or -1 off the board. */
  step(square: number, direction: Direction): number;
  /**
   * A precomputed table for hot loops: `table[square * directions.length + d]` is the neighbour of
   * `square` in `directions[d]`, or -1.
   */
  neighbourTable(directions: readonly Direction[]): Int16Array;
}

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Matches a square name: one file letter, then a rank without leading zero. */
const SQUARE_PATTERN = /^([a-z])([1-9][0-9]?)$/;

/** Creates the geometry of a `files × ranks` board (at most 26 files and 99 ranks). */
export function createBoardGeometry(files: number, ranks: number): BoardGeometry {
  if (!Number.isInteger(files) || files < 1 || files > 26) throw new RangeError(`bad file count ${files}`);
  if (!Number.isInteger(ranks) || ranks < 1 || ranks > 99) throw new RangeError(`bad rank count ${ranks}`);
  const size = files * ranks;
  const names = Array.from({ length: size }, (_, i) => `${FILE_LETTERS[i % files]}${Math.floor(i / files) + 1}`);
  const byName = new Map(names.map((name, i) => [name, i]));

  const index = (fileIndex: number, rankIndex: number): number =>
    fileIndex >= 0 && fileIndex < files && rankIndex >= 0 && rankIndex < ranks ? rankIndex * files + fileIndex : -1;

  const geometry: BoardGeometry = {
    files,
    ranks,
    size,
    index,
    fileOf: (square) => square % files,
    rankOf: (square) => Math.floor(square / files),
    name(square) {
      const name = names[square];
      if (name === undefined) throw new RangeError(`square index ${square} is off a ${files}x${ranks} board`);
      return name;
    },
    parse(name) {
      const lower = name.trim().toLowerCase();
      if (!SQUARE_PATTERN.test(lower)) return -1;
      return byName.get(lower) ?? -1;
    },
    step: (square, [df, dr]) => index((square % files) + df, Math.floor(square / files) + dr),
    neighbourTable(directions) {
      const table = new Int16Array(size * directions.length);
      for (let square = 0; square < size; square++) {
        directions.forEach((direction, d) => {
          table[square * directions.length + d] = geometry.step(square, direction);
        });
      }
      return table;
    },
  };
  return geometry;
}
