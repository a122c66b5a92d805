import { BOARD } from './board.js';
import { MOBILE_AT_START } from './endgame-drive.js';
import { ENDGAME_MOBILE, HUNT_REACH, HUNT_STEP } from './evaluation-weights.js';
import { KINDS } from './pieces.js';
import * as byteBoard from './search-board/cells.js';
import * as flagZone from './search-board/flag-zone.js';

// Local copies: V8 folds a module's own constants in hot loops, not imported bindings (occupancy.ts).
const { ATTACK_OUTCOMES, ATTACKER_WINS, FIRST_IMMOBILE, REVEALED } = byteBoard;
const { DISTANCE } = flagZone;
const SQUARES = BOARD.size;
const KIND_COUNT = KINDS.length;

/** What a prey taken counts for: the pull of a hunter one step from it. */
const CAUGHT = HUNT_STEP * (HUNT_REACH - 1);

const hunterSquares = new Int32Array(SQUARES);
const preySquares = new Int32Array(SQUARES);

/**
 * The endgame hunt for red, in whole points: once a side's enemy is down to ENDGAME_MOBILE mobile
 * pieces, each enemy mobile piece whose rank is revealed (ST-9) draws the side's nearest mobile
 * piece that beats it in an attack (ST-5, ST-7). Late in a game the enemy's last pieces stand guard
 * by its flag, and a side that takes them all wins (G-1: no moves left) or walks in; the endgame
 * drive draws only miners, and only the last few steps are within a search's sight. Only revealed
 * ranks count, so every determinization hunts the same prey. Each enemy mobile piece lost beyond the
 * first ENDGAME_MOBILE counts as a prey caught next to its hunter, so taking a prey never costs the
 * pull it was worth.
 *
 * @param mobileLost - mobile pieces each side has lost, from the public captured lists (ST-5)
 */
export function endgameHunt(cells: Uint8Array, marks: Uint8Array, mobileLost: readonly [number, number]): number {
  let red = 0;
  for (let owner = 0; owner < 2; owner++) {
    const enemyMobile = MOBILE_AT_START - (mobileLost[owner ^ 1] as number);
    if (enemyMobile > ENDGAME_MOBILE) continue;
    let hunters = 0;
    let prey = 0;
    for (let square = 0; square < SQUARES; square++) {
      const cell = cells[square] as number;
      if (cell === 0 || cell === 255) continue;
      const kind = (cell - 1) & 15;
      if (kind >= FIRST_IMMOBILE) continue;
      if ((cell - 1) >> 4 === owner) hunterSquares[hunters++] = square;
      else if (((marks[square] as number) & REVEALED) !== 0) preySquares[prey++] = square;
    }
    let hunt = CAUGHT * (ENDGAME_MOBILE - enemyMobile);
    for (let p = 0; p < prey; p++) {
      const target = preySquares[p] as number;
      const victim = ((cells[target] as number) - 1) & 15;
      let nearest = HUNT_REACH;
      for (let h = 0; h < hunters; h++) {
        const square = hunterSquares[h] as number;
        const hunter = ((cells[square] as number) - 1) & 15;
        if (ATTACK_OUTCOMES[hunter * KIND_COUNT + victim] !== ATTACKER_WINS) continue;
        const steps = DISTANCE[square * SQUARES + target] as number;
        if (steps < nearest) nearest = steps;
      }
      hunt += HUNT_STEP * (HUNT_REACH - nearest);
    }
    red += owner === 0 ? hunt : -hunt;
  }
  return red;
}
