import { BOARD } from './board.js';
import { DRIVE_REACH, DRIVE_STEP, ENDGAME_MOBILE } from './evaluation-weights.js';
import { KINDS } from './pieces.js';
import * as byteBoard from './search-board/cells.js';
import * as flagZone from './search-board/flag-zone.js';

// Local copies: V8 folds a module's own constants in hot loops, not imported bindings (occupancy.ts).
const { FIRST_IMMOBILE, MINER, MOVED } = byteBoard;
const { DISTANCE } = flagZone;
const SQUARES = BOARD.size;

/** Mobile pieces each side starts with: the army less its bombs and flag (ST-1). */
export const MOBILE_AT_START = KINDS.slice(0, FIRST_IMMOBILE).reduce((sum, info) => sum + info.count, 0);

const minerSquares = new Int32Array(SQUARES);
const targetSquares = new Int32Array(SQUARES);

/**
 * The endgame drive for red, in whole points: once a side's enemy is down to ENDGAME_MOBILE mobile
 * pieces, the side's miners gain for nearing the enemy's pieces that never moved — where its bombs
 * and flag must be (ST-3). Late in a game the flag sits behind bombs only a miner survives (ST-6),
 * and no other term draws a miner across the board to them.
 *
 * @param mobileLost - mobile pieces each side has lost, from the public captured lists (ST-5)
 */
export function endgameDrive(cells: Uint8Array, marks: Uint8Array, mobileLost: readonly [number, number]): number {
  let red = 0;
  for (let owner = 0; owner < 2; owner++) {
    if (MOBILE_AT_START - (mobileLost[owner ^ 1] as number) > ENDGAME_MOBILE) continue;
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
        const steps = DISTANCE[(minerSquares[m] as number) * SQUARES + (targetSquares[t] as number)] as number;
        if (steps < nearest) nearest = steps;
      }
      drive += DRIVE_STEP * (DRIVE_REACH - nearest);
    }
    red += owner === 0 ? drive : -drive;
  }
  return red;
}
