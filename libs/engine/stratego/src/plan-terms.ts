import { endgameDrive } from './endgame-drive.js';
import { endgameHunt } from './endgame-hunt.js';
import { flagWatch } from './flag-watch.js';

/**
 * Red's plan terms, in whole points: the endgame drive (endgame-drive.ts), the endgame hunt
 * (endgame-hunt.ts) and the flag watch (flag-watch.ts). The state's evaluation (evaluate.ts) and the
 * search board's (search-board/stratego-board.ts) both add them after rounding, from the same cells, so
 * that a term added here counts alike in both.
 *
 * @param mobileLost - each side's mobile pieces lost so far
 * @param redFlag - red's flag square while it stands, else −1 (likewise `blueFlag`)
 */
export function redPlanTerms(cells: Uint8Array, marks: Uint8Array, occupied: Int32Array, mobileLost: readonly [number, number], redFlag: number, blueFlag: number): number {
  return endgameDrive(cells, marks, mobileLost) + endgameHunt(cells, marks, mobileLost) + flagWatch(cells, occupied, redFlag, blueFlag);
}
