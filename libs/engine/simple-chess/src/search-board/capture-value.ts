import type { PieceKind } from '../pieces.js';
import { CODES, KIND_OF_CODE } from './layout.js';

/**
 * What a capture takes, for ordering captures (most valuable victim first). The king is taken to
 * win (SC-6); queens and knights never move (SC-3), so taking one removes only a wall.
 */
export const VICTIM_VALUE: Readonly<Record<PieceKind, number>> = {
  king: 100_000,
  rook: 500,
  bishop: 330,
  pawn: 100,
  queen: 40,
  knight: 40,
};

/** How much the capturing piece risks, for least-valuable-attacker-first ordering among equal victims. */
export const ATTACKER_RISK: Readonly<Record<PieceKind, number>> = {
  pawn: 1,
  bishop: 3,
  rook: 5,
  king: 9,
  queen: 0,
  knight: 0,
};

/** {@link VICTIM_VALUE} by piece code (0 for an empty square: a quiet move takes nothing). */
export const VICTIM_OF_CODE = Int32Array.from({ length: CODES }, (_, code) => {
  const kind = KIND_OF_CODE[code];
  return kind ? VICTIM_VALUE[kind] : 0;
});

/** {@link ATTACKER_RISK} by piece code. */
export const RISK_OF_CODE = Int32Array.from({ length: CODES }, (_, code) => {
  const kind = KIND_OF_CODE[code];
  return kind ? ATTACKER_RISK[kind] : 0;
});
