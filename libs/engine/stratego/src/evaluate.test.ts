import { describe, expect, it } from 'vitest';
import { FLAG_GARRISON, FLAG_THREAT, GARRISON_DISTANCE, THREAT_DISTANCE, WATCH_DISTANCE, WATCH_MOST, WATCH_STEP } from './evaluation-weights.js';
import { stratego } from './game.js';
import { middleGame } from './middle-game.fixture.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { loadStrategoBoard } from './search-board/index.js';

/**
 * Evaluations recorded from the evaluation as the bots' levels were measured with it (flag threats
 * weighted by distance, a garrison by the flag): [seed, plies, [state for red, for blue, red's view
 * ×2, blue's view ×2, spectator's view ×2]]. Some exact scores end in half a point (1/300, 3/300),
 * where only the floating-point order decides the rounding, and some are −0: these must stay as
 * they were.
 */
const RECORDED: readonly [number, number, readonly number[]][] = [
  [1, 60, [53, -53, 9, -9, 90, -90, 46, -46]],
  [1, 150, [-2, 2, -123, 123, 108, -108, -14, 14]],
  [1, 300, [366, -365, 246, -246, 538, -538, 418, -418]],
  [2, 0, [-66, 66, -32, 32, -34, 34, 0, -0]],
  [2, 60, [942, -942, 952, -952, 952, -952, 962, -962]],
  [2, 150, [-177, 177, -226, 226, -149, 149, -198, 198]],
  [2, 300, [-302, 302, -350, 350, -279, 279, -327, 327]],
  [3, 0, [30, -30, 31, -31, -1, 1, 0, -0]],
  [3, 60, [253, -253, 232, -232, 226, -226, 205, -205]],
  [3, 150, [12, -12, 7, -7, -2, 2, -8, 8]],
  [3, 300, [-560, 561, -631, 631, -501, 501, -571, 571]],
  [4, 0, [-49, 49, -51, 51, 2, -2, 0, -0]],
  [4, 60, [1328, -1328, 1321, -1321, 1343, -1343, 1337, -1337]],
  [4, 150, [-158, 158, -206, 206, -57, 57, -104, 104]],
  [4, 300, [-511, 511, -585, 585, -447, 447, -521, 521]],
  [5, 0, [88, -88, 7, -7, 81, -81, 0, -0]],
  [5, 60, [-432, 432, -552, 552, -434, 434, -554, 554]],
  [5, 150, [25, -25, -117, 117, 8, -8, -134, 134]],
  [5, 300, [-749, 749, -925, 925, -657, 657, -833, 833]],
  [6, 0, [-3, 3, 25, -25, -28, 28, 0, -0]],
  [6, 60, [-10, 11, 5, -5, -7, 7, 9, -9]],
  [6, 150, [-648, 648, -669, 669, -630, 630, -651, 651]],
  [6, 300, [-612, 612, -700, 700, -607, 607, -695, 695]],
];

describe('evaluation', () => {
  for (const [seed, plies, expected] of RECORDED) {
    it(`keeps its recorded numbers on states and views (seed ${seed}, ${plies} plies; ST-9 views)`, () => {
      const state = middleGame(seed, plies);
      const seen = [state, stratego.view(state, 0), stratego.view(state, 1), stratego.view(state, 'spectator')];
      const values = seen.flatMap((position) => [stratego.evaluate?.(position, 0), stratego.evaluate?.(position, 1)]);
      expect(values).toEqual(expected);
      // Signed zeros too (toEqual tells −0 from +0), and the search board gives the same numbers.
      const board = loadStrategoBoard(state);
      expect([board.evaluate(0), board.evaluate(1)]).toEqual(expected.slice(0, 2));
    });
  }

  it('weighs an enemy piece near a flag by its distance: the nearer, the graver (ST-8)', () => {
    // Red's flag a1 and blue's j10 far apart; blue's lieutenant walks up the a-file towards a1.
    const scores = [1, 2, 3, 4, 5, 6].map((rank) => {
      const state = positionFromSquares({ a1: 'F', j1: 'T', j10: 'f', [`a${rank + 1}`]: 'l' });
      return { state, value: stratego.evaluate?.(state, 0) as number };
    });
    for (const { state, value } of scores) expect(loadStrategoBoard(state).evaluate(0)).toBe(value);
    // Each step nearer costs red the difference of the distance weights; beyond the last, nothing
    // but the lieutenant's own advance (3 a rank, in blue's favour) and, as it comes within
    // WATCH_DISTANCE, the flag watch's price of an intruder red's sergeant cannot stop (flag-watch.ts).
    for (let distance = 1; distance <= THREAT_DISTANCE; distance++) {
      const nearer = scores[distance - 1]?.value as number;
      const farther = scores[distance]?.value as number;
      expect(farther - nearer).toBe((FLAG_THREAT[distance] as number) - (FLAG_THREAT[distance + 1] ?? 0) + 3);
    }
    expect(WATCH_DISTANCE).toBe(THREAT_DISTANCE + 1);
    expect((scores[4]?.value as number) - (scores[5]?.value as number)).toBe(-3 - WATCH_STEP * WATCH_MOST);
    expect(FLAG_THREAT[1]).toBeGreaterThan(FLAG_THREAT[THREAT_DISTANCE] as number);
  });

  it('counts each own mobile piece near a flag as its garrison, up to GARRISON_DISTANCE steps away (ST-8)', () => {
    // Red's flag a1 and blue's j10 far apart; red's lieutenant walks home down the a-file. Only
    // the steps that bring it within reach of its flag change more than its advance (3 a rank).
    const value = (rank: number) => {
      const state = positionFromSquares({ a1: 'F', j1: 'T', j10: 'f', j9: 'l', [`a${rank}`]: 'L' });
      const score = stratego.evaluate?.(state, 0) as number;
      expect(loadStrategoBoard(state).evaluate(0)).toBe(score);
      return score;
    };
    const home = GARRISON_DISTANCE + 1;
    expect(value(home) - value(home + 1)).toBe(FLAG_GARRISON - 3);
    expect(value(home - 1) - value(home)).toBe(-3);
    expect(value(home + 1) - value(home + 2)).toBe(-3);
    // A bomb is the flag's guard, not its garrison: it counts only next to the flag (FLAG_GUARD).
    const bombed = (square: string) => stratego.evaluate?.(positionFromSquares({ a1: 'F', j1: 'T', j10: 'f', j9: 'l', [square]: 'B' }), 0) as number;
    expect(bombed('a3')).toBe(bombed('a4'));
  });
});
