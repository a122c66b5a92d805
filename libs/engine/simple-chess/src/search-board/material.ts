import type { PieceKind } from '../pieces.js';
import { BLACK, CODES, KIND_OF_CODE, PAWN, PAWN_START_RANK, SQUARES_88 } from './layout.js';

/**
 * Piece values in hundredths of a pawn. Queens and knights never move or capture (SC-3): they are
 * only walls that can be taken, so they are worth far less than in chess, and much less than a
 * bishop or rook. The king has no material value: while it stands the game goes on (SC-6).
 */
export const PIECE_VALUE: Readonly<Record<PieceKind, number>> = {
  pawn: 100,
  bishop: 330,
  rook: 500,
  queen: 40,
  knight: 40,
  king: 0,
};

/** A pawn on its last rank can never move again (SC-4: no promotion): a wall, like a knight. */
export const DEAD_PAWN_VALUE = 40;
/** Per rank a pawn has advanced: space, and pressure on the enemy camp. */
export const PAWN_ADVANCE = 6;

/** What one piece is worth on one square: its value, and for a pawn its advance or its death on the last rank. */
function pieceScore(code: number, square: number): number {
  const kind = KIND_OF_CODE[code];
  if (!kind || square & 0x88) return 0;
  if ((code & 7) !== PAWN) return PIECE_VALUE[kind];
  const player = code & BLACK ? 1 : 0;
  const rank = square >> 4;
  const lastRank = player === 0 ? 7 : 0;
  return rank === lastRank ? DEAD_PAWN_VALUE : PIECE_VALUE.pawn + PAWN_ADVANCE * Math.abs(rank - (PAWN_START_RANK[player] as number));
}

/**
 * Material by piece code and 0x88 square (`code * 128 + square`): the part of the evaluation that
 * depends on each piece alone, so the board keeps its sum per side incrementally as pieces move
 * and are taken.
 */
export const PIECE_SCORE = Int32Array.from({ length: CODES * SQUARES_88 }, (_, i) => pieceScore(i >> 7, i & 127));
