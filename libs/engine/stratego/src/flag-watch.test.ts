import { describe, expect, it } from 'vitest';
import { ADVANCE, DRIVE_STEP, WATCH_MOST, WATCH_STEP } from './evaluation-weights.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { loadStrategoBoard } from './search-board/index.js';

/** Red's score for a position, checked against the search board's evaluation. */
function redScore(pieces: Record<string, string>): number {
  const state = positionFromSquares(pieces);
  const score = stratego.evaluate?.(state, 0) as number;
  expect(loadStrategoBoard(state).evaluate(0)).toBe(score);
  return score;
}

/** What an intruder no red piece can stop costs red. */
const UNWATCHED = WATCH_STEP * WATCH_MOST;

describe('flag watch', () => {
  // Red's flag a1, blue's j10 behind a bomb, far apart; a blue captain (rank hidden, so no hunt
  // pulls at it) stands on a5, four steps up the open a-file from red's flag.
  const board = { a1: 'F', j10: 'f', j9: 'b', a5: 'p' };

  it('draws home a piece that beats an intruder until it stands nearer the flag than the intruder (ST-5, ST-8)', () => {
    // Red's colonel beats the captain (ST-5); on e1 it is four steps from the flag, as far as the
    // captain: one step of lag. Each step further out costs WATCH_STEP more.
    const colonel = (square: string) => redScore({ ...board, [square]: 'O' });
    expect(colonel('f1') - colonel('e1')).toBe(-WATCH_STEP);
    expect(colonel('g1') - colonel('f1')).toBe(-WATCH_STEP);
    // Once nearer the flag than the captain, the colonel watches it: a step further home gains
    // only its advance (c2 is out of the garrison's two steps).
    expect(colonel('d1') - colonel('e1')).toBe(WATCH_STEP);
    expect(colonel('c2') - colonel('d1')).toBe(ADVANCE);
  });

  it('counts only a piece that stops the intruder: a scout next to the flag watches no captain (ST-5)', () => {
    // The captain steps from a7 (six steps from the flag) to a6 (five): into the watch. Blue gains
    // its advance either way; red pays for the intruder unless its piece on b1 beats a captain.
    const step = (guard: string) => redScore({ ...board, a5: 'T', b1: guard, a6: 'p' }) - redScore({ ...board, a5: 'T', b1: guard, a7: 'p' });
    expect(step('J')).toBe(-ADVANCE);
    expect(step('S')).toBe(-ADVANCE - UNWATCHED);
  });

  it('lets a flag walled in by its bombs fear miners alone (ST-6)', () => {
    // Red's flag a1 behind bombs a2 and b1: a captain dies on either bomb, a miner walks through.
    // Red's only mobile piece, a scout, stops neither (ST-5).
    const walled = { a1: 'F', a2: 'B', b1: 'B', j10: 'f', j9: 'b', j1: 'S' };
    const step = (intruder: string) => redScore({ ...walled, e2: intruder }) - redScore({ ...walled, e3: intruder });
    expect(step('p')).toBe(-ADVANCE);
    // The miner's step also brings it nearer red's unmoved pieces (the endgame drive, endgame-drive.ts).
    expect(step('n')).toBe(-ADVANCE - DRIVE_STEP - UNWATCHED);
  });
});
