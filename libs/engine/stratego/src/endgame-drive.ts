import { BOARD } from './board.js';
import { DRIVE_REACH, DRIVE_STEP, ENDGAME_MOBILE } from './evaluation-weights.js';
import * as byteBoard from './search-board/cells.js';

const { MINER, MOVED } = byteBoard;
const SQUARES = BOARD.size;

/** Mobile pieces each side starts with (40 minus 6 bombs and the flag). */
export const MOBILE_AT_START = 33;

/** Orthogonal steps between two squares, ignoring lakes and pieces. */
const STEPS = Uint8Array.from({ length: SQUARES * SQUARES }, (_, i) => {
  const a = Math.floor(i / SQUARES);
  const b = i % SQUARES;
  return Math.abs(BOARD.rankOf(a) - BOARD.rankOf(b)) + Math.abs((a % 10) - (b % 10));
});

const minerSquares = new Int32Array(SQUARES);
const targetSquares = new Int32Array(SQUARES);

/**
 * The endgame drive for red, in whole points: once a side's enemy is down to ENDGAME_MOBILE mobile
 * pieces, the side's miners gain for nearing the enemy's pieces that never moved — where its bombs
 * and flag must be (ST-3). Late in a game the flag sits behind bombs only a miner survives (ST-6),
 * and no other term draws a miner across the board to them.
 *
 * @param mobileLeft - mobile pieces each side has left, from the public captured lists
 */
export function endgameDrive(cells: Uint8Array, marks: Uint8Array, mobileLeft: readonly [number, number]): number {
  let red = 0;
  for (let owner = 0; owner < 2; owner++) {
    if ((mobileLeft[owner ^ 1] as number) > ENDGAME_MOBILE) continue;
    let miners = 0;
    let targets = 0;
    for (let square = 0; square < SQUARES; square++) {
      const cell = cells[square] as number;
      if (cell === 0 || cell === 255) continue;
      const kind = (cell - 1) & 15;
      if ((cell - 1) >> 4 === owner) {
        if (kind === MINER) minerSquares[miners++] = square;
      } else if (((marks[square] as number) & MOVED) === 0) {
        targetSquares[targets++] = square;
      }
    }
    let drive = 0;
    for (let m = 0; m < miners; m++) {
      let nearest = DRIVE_REACH;
      for (let t = 0; t < targets; t++) {
        const steps = STEPS[(minerSquares[m] as number) * SQUARES + (targetSquares[t] as number)] as number;
        if (steps < nearest) nearest = steps;
      }
      drive += DRIVE_STEP * (DRIVE_REACH - nearest);
    }
    red += owner === 0 ? drive : -drive;
  }
  return red;
}
