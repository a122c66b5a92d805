import type { PieceKind } from '../pieces.js';
import { BLACK, CODES, KIND_OF_CODE, KING, PAWN, SQUARES_88 } from './layout.js';
import { BISHOP, DEAD_PAWN, KING_BY_FILE, KING_BY_RANK, KNIGHT, PAWN_BY_FILE, PAWN_BY_RANK, QUEEN, ROOK } from './weights.js';

/**
 * Piece values in hundredths of a pawn (weights.ts). Queens and knights never move or capture (SC-3):
 * they are only walls that can be taken, so they are worth next to nothing. A pawn's worth depends on
 * its rank and file (here: on its start rank, e-file). The king has no material value: while it
 * stands the game goes on (SC-6); where it stands is scored by rank and file.
 */
export const PIECE_VALUE: Readonly<Record<PieceKind, number>> = {
  pawn: (PAWN_BY_RANK[1] as number) + (PAWN_BY_FILE[4] as number),
  bishop: BISHOP,
  rook: ROOK,
  queen: QUEEN,
  knight: KNIGHT,
  king: 0,
};

/** What one piece is worth on one square: its value, for a pawn by its rank and file (or its death on the last rank), for the king its place. */
function pieceScore(code: number, square: number): number {
  const kind = KIND_OF_CODE[code];
  if (!kind || square & 0x88) return 0;
  const player = code & BLACK ? 1 : 0;
  // Ranks counted from the piece's own side: 0 is its first rank, 7 the enemy's.
  const rank = player === 0 ? square >> 4 : 7 - (square >> 4);
  const file = square & 7;
  if ((code & 7) === PAWN) return rank === 7 ? DEAD_PAWN : (PAWN_BY_RANK[rank] as number) + (PAWN_BY_FILE[file] as number);
  if ((code & 7) === KING) return (KING_BY_RANK[rank] as number) + (KING_BY_FILE[file] as number);
  return PIECE_VALUE[kind];
}

/**
 * Material by piece code and 0x88 square (`code * 128 + square`): the part of the evaluation that
 * depends on each piece alone, so the board keeps its sum per side incrementally as pieces move
 * and are taken.
 */
export const PIECE_SCORE = Int32Array.from({ length: CODES * SQUARES_88 }, (_, i) => pieceScore(i >> 7, i & 127));
