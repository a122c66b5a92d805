import { createBoardGeometry } from '@tabula/engine-core';

/**
 * The 8×8 board. Square indices follow engine-core's geometry: `a1 = 0`, `b1 = 1`, … `h8 = 63`,
 * so white's home rank holds indices 0–7.
 */
export const board = createBoardGeometry(8, 8);

/** Rank index (0-based) a pawn of each player starts on: rank 2 for white, rank 7 for black (SC-4). */
export const PAWN_START_RANK = [1, 6] as const;

/** Rank index (0-based) that is the last rank for each player's pawns (SC-4: no promotion). */
export const PAWN_LAST_RANK = [7, 0] as const;

/** Which way "forward" is for each player, in ranks: white moves up the board, black down. */
export const FORWARD = [1, -1] as const;
