import { BOARD, isLake } from '../board.js';
import { THREAT_DISTANCE } from '../evaluation-weights.js';
import { OCCUPANCY_WORDS, setOccupied } from './occupancy.js';

/*
 * The squares around a flag that the evaluation's flag-safety terms look at: enemy mobile pieces
 * within THREAT_DISTANCE orthogonal steps (lakes do not shelter: it is a distance, not a path), own
 * bombs one step away.
 */

/** Orthogonal steps between two squares, by `a * 100 + b`. */
export const DISTANCE = Uint8Array.from({ length: BOARD.size * BOARD.size }, (_, i) => {
  const a = Math.floor(i / BOARD.size);
  const b = i % BOARD.size;
  return Math.abs(BOARD.fileOf(a) - BOARD.fileOf(b)) + Math.abs(BOARD.rankOf(a) - BOARD.rankOf(b));
});

/**
 * For each flag square, the land squares within THREAT_DISTANCE of it as an occupancy-style bit set
 * (`occupancy.ts`), `ZONES[flag * OCCUPANCY_WORDS + word]`: ANDed with the occupied squares, it walks
 * the pieces near the flag in square order.
 */
export const ZONES = new Int32Array(BOARD.size * OCCUPANCY_WORDS);
for (let flag = 0; flag < BOARD.size; flag++) {
  const zone = ZONES.subarray(flag * OCCUPANCY_WORDS, (flag + 1) * OCCUPANCY_WORDS);
  for (let square = 0; square < BOARD.size; square++) {
    if (!isLake(square) && (DISTANCE[flag * BOARD.size + square] as number) <= THREAT_DISTANCE) setOccupied(zone, square, true);
  }
}
