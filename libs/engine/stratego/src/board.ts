import { createBoardGeometry, ORTHOGONAL, type Player } from '@tabula/engine-core';

/** The 10×10 board: files a–j, ranks 1–10, a1 = 0 (docs/rules.md §4). */
export const BOARD = createBoardGeometry(10, 10);

/** Squares per side of the board. */
export const SIDE = 10;

/** The eight lake squares: c5 d5 g5 h5 c6 d6 g6 h6 (ST-2: never entered). */
export const LAKES: readonly number[] = ['c5', 'd5', 'g5', 'h5', 'c6', 'd6', 'g6', 'h6'].map((name) => BOARD.parse(name));

const lakeFlags = new Uint8Array(BOARD.size);
for (const square of LAKES) lakeFlags[square] = 1;

/** Whether a square is a lake. */
export function isLake(square: number): boolean {
  return lakeFlags[square] === 1;
}

/**
 * Orthogonal neighbours, `NEIGHBOURS[square * 4 + d]` for the four directions of `ORTHOGONAL`
 * (up, down, right, left), or -1 off the board. Lakes are left in: callers test {@link isLake}.
 */
export const NEIGHBOURS = BOARD.neighbourTable(ORTHOGONAL);

/** 0-based ranks of a player's setup area: ranks 1–4 for red (0), 7–10 for blue (1) (ST-1). */
export function homeRankIndices(player: Player): readonly number[] {
  return player === 0 ? [0, 1, 2, 3] : [6, 7, 8, 9];
}

/**
 * The square of a setup slot seen from its owner's seat (docs/notation.md): `row` 0 is the front rank
 * (nearest the lakes), 3 the back rank; `column` 0 is the owner's left. Red sits at the top facing
 * down, so its left is file j; blue's front rank is rank 7 and its left is file a.
 */
export function setupSquare(player: Player, row: number, column: number): number {
  return player === 0 ? BOARD.index(SIDE - 1 - column, 3 - row) : BOARD.index(column, 6 + row);
}
