import { BOARD, NEIGHBOURS } from './board.js';
import { WATCH_DISTANCE, WATCH_MOST, WATCH_STEP } from './evaluation-weights.js';
import { KINDS } from './pieces.js';
import * as byteBoard from './search-board/cells.js';
import * as flagZone from './search-board/flag-zone.js';
import * as occupancy from './search-board/occupancy.js';

// Local copies: V8 folds a module's own constants in hot loops, not imported bindings (occupancy.ts).
const { ATTACK_OUTCOMES, BOMB, DEFENDER_WINS, FIRST_IMMOBILE, LAKE, MINER } = byteBoard;
const { DISTANCE } = flagZone;
const { lowestSquare, OCCUPANCY_WORDS } = occupancy;
const SQUARES = BOARD.size;
const KIND_COUNT = KINDS.length;

/** Per owner and mobile kind, the fewest steps from one of the owner's pieces of that kind to its flag. */
const nearestHome = new Int32Array(2 * FIRST_IMMOBILE);
/** Enemy mobile pieces within WATCH_DISTANCE of each flag: their squares, per owner of the flag. */
const intruders = new Int32Array(2 * SQUARES);
const intruderCount = new Int32Array(2);

/**
 * Whether every square next to `flag` is off the board, a lake or one of its owner's bombs: then
 * only a miner reaches it (ST-6), for any other attacker dies on the bomb it takes.
 */
function walledIn(cells: Uint8Array, flag: number, owner: number): boolean {
  const bomb = 1 + owner * 16 + BOMB;
  for (let d = 0; d < 4; d++) {
    const next = NEIGHBOURS[flag * 4 + d] as number;
    if (next < 0) continue;
    const cell = cells[next] as number;
    if (cell !== LAKE && cell !== bomb) return false;
  }
  return true;
}

/**
 * The flag watch for red, in whole points. Each enemy mobile piece within WATCH_DISTANCE steps of a
 * side's flag is an intruder; it is watched when a piece of the side that stops it in an attack
 * (wins or trades: ST-5, ST-7) stands nearer the flag than the intruder does, and otherwise costs the
 * side WATCH_STEP for each step that defender would have to gain (WATCH_MOST when the side has
 * none). A flag walled in by bombs fears miners alone (ST-6). The flag-safety terms count intruders
 * and any garrison, a scout or a spy as well as a general: level 5 lost its flag to a captain that
 * walked six squares up an open file while its colonel stood aside, and to miners that walked into
 * its bombs past pieces too weak to stop them — threats a depth-5 search sees only at the last step.
 *
 * Ranks of views' hidden pieces (UNKNOWN) neither intrude nor defend: only the full states the search
 * samples know them.
 */
export function flagWatch(cells: Uint8Array, occupied: Int32Array, redFlag: number, blueFlag: number): number {
  nearestHome.fill(SQUARES);
  intruderCount[0] = 0;
  intruderCount[1] = 0;
  for (let word = 0; word < OCCUPANCY_WORDS; word++) {
    for (let bits = occupied[word] as number; bits !== 0; bits &= bits - 1) {
      const square = lowestSquare(word, bits);
      const cell = cells[square] as number;
      const kind = (cell - 1) & 15;
      if (kind >= FIRST_IMMOBILE) continue;
      const owner = (cell - 1) >> 4;
      const home = owner === 0 ? redFlag : blueFlag;
      if (home >= 0) {
        const steps = DISTANCE[home * SQUARES + square] as number;
        if (steps < (nearestHome[owner * FIRST_IMMOBILE + kind] as number)) nearestHome[owner * FIRST_IMMOBILE + kind] = steps;
      }
      const target = owner === 0 ? blueFlag : redFlag;
      if (target >= 0 && (DISTANCE[target * SQUARES + square] as number) <= WATCH_DISTANCE) {
        const side = owner ^ 1;
        intruders[side * SQUARES + (intruderCount[side] as number)] = square;
        intruderCount[side]++;
      }
    }
  }
  let red = 0;
  for (let owner = 0; owner < 2; owner++) {
    const count = intruderCount[owner] as number;
    if (count === 0) continue;
    const flag = owner === 0 ? redFlag : blueFlag;
    const minersOnly = walledIn(cells, flag, owner);
    let cost = 0;
    for (let i = 0; i < count; i++) {
      const square = intruders[owner * SQUARES + i] as number;
      const intruder = ((cells[square] as number) - 1) & 15;
      if (minersOnly && intruder !== MINER) continue;
      let defender = SQUARES;
      for (let kind = 0; kind < FIRST_IMMOBILE; kind++) {
        if (ATTACK_OUTCOMES[kind * KIND_COUNT + intruder] === DEFENDER_WINS) continue;
        const steps = nearestHome[owner * FIRST_IMMOBILE + kind] as number;
        if (steps < defender) defender = steps;
      }
      const lag = defender - (DISTANCE[flag * SQUARES + square] as number) + 1;
      if (lag > 0) cost += WATCH_STEP * Math.min(lag, WATCH_MOST);
    }
    red += owner === 0 ? -cost : cost;
  }
  return red;
}
