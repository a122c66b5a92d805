import { createBoardGeometry, type Player } from '@tabula/engine-core';

/** The 5 × 6 board: files a–e, ranks 1–6; player 0 sits at rank 1 (the top of the diagram). */
export const board = createBoardGeometry(5, 6);

/** Number of squares. */
export const SQUARES = 30;

/**
 * Whether `square` is in `player`'s promotion zone (AC-5): the two ranks farthest from the player,
 * ranks 5–6 for player 0 and ranks 1–2 for player 1.
 */
export function inZone(player: Player, square: number): boolean {
  const rank = board.rankOf(square);
  return player === 0 ? rank >= 4 : rank <= 1;
}

/**
 * Squares in the order their names sort (`a1 … a6 b1 …`), so that generating moves in this order
 * lists them already sorted by their canonical text (docs/notation.md).
 */
export const SQUARES_BY_NAME: readonly number[] = Array.from({ length: SQUARES }, (_, i) => (i % 6) * 5 + Math.floor(i / 6));
