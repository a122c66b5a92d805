import { createRng, unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { FLAG_THREAT, THREAT_DISTANCE } from './evaluation-weights.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { loadStrategoBoard } from './search-board/index.js';
import type { StrategoState } from './state.js';

/** A seeded random walk from a random setup, attacks preferred, so that pieces fall and ranks show. */
function middleGame(seed: number, plies: number): StrategoState {
  const rng = createRng(seed);
  let state = stratego.start(rng);
  for (let ply = 0; ply < plies; ply++) {
    const moves = stratego.legalMoves(state);
    if (moves.length === 0) break;
    const attacks = moves.filter((move) => state.board[move.to] !== null);
    state = unwrap(stratego.play(state, attacks.length > 0 && rng.next() < 0.5 ? rng.pick(attacks) : rng.pick(moves)));
  }
  return state;
}

/**
 * Evaluations recorded from the evaluation as the bots' levels were measured with it (flag threats
 * weighted by distance): [seed, plies, [state for red, for blue, red's view ×2, blue's view ×2,
 * spectator's view ×2]]. Some exact scores end in half a point (1/300, 3/300), where only the
 * floating-point order decides the rounding, and some are −0: these must stay as they were.
 */
const RECORDED: readonly [number, number, readonly number[]][] = [
  [1, 60, [53, -53, -81, 81, 180, -180, 46, -46]],
  [1, 150, [-32, 32, -183, 183, 138, -138, -14, 14]],
  [1, 300, [306, -305, 186, -186, 538, -538, 418, -418]],
  [2, 0, [-6, 6, -122, 122, 116, -116, 0, -0]],
  [2, 60, [972, -972, 862, -862, 1072, -1072, 962, -962]],
  [2, 150, [-147, 147, -286, 286, -59, 59, -198, 198]],
  [2, 300, [-242, 242, -410, 410, -159, 159, -327, 327]],
  [3, 0, [-0, 0, -119, 119, 119, -119, 0, -0]],
  [3, 60, [223, -223, 82, -82, 346, -346, 205, -205]],
  [3, 150, [-18, 18, -113, 113, 88, -88, -8, 8]],
  [3, 300, [-560, 561, -661, 661, -471, 471, -571, 571]],
  [4, 0, [-19, 19, -141, 141, 122, -122, 0, -0]],
  [4, 60, [1358, -1358, 1231, -1231, 1463, -1463, 1337, -1337]],
  [4, 150, [-128, 128, -236, 236, 3, -3, -104, 104]],
  [4, 300, [-451, 451, -615, 615, -357, 357, -521, 521]],
  [5, 0, [28, -28, -113, 113, 141, -141, 0, -0]],
  [5, 60, [-522, 522, -672, 672, -404, 404, -554, 554]],
  [5, 150, [-65, 65, -237, 237, 38, -38, -134, 134]],
  [5, 300, [-779, 779, -955, 955, -657, 657, -833, 833]],
  [6, 0, [-3, 3, -125, 125, 122, -122, 0, -0]],
  [6, 60, [19, -19, -115, 115, 143, -143, 9, -9]],
  [6, 150, [-618, 618, -759, 759, -510, 510, -651, 651]],
  [6, 300, [-672, 672, -820, 820, -547, 547, -695, 695]],
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
    // but the lieutenant's own advance (3 a rank, in blue's favour) changes.
    for (let distance = 1; distance <= THREAT_DISTANCE; distance++) {
      const nearer = scores[distance - 1]?.value as number;
      const farther = scores[distance]?.value as number;
      expect(farther - nearer).toBe((FLAG_THREAT[distance] as number) - (FLAG_THREAT[distance + 1] ?? 0) + 3);
    }
    expect((scores[4]?.value as number) - (scores[5]?.value as number)).toBe(-3);
    expect(FLAG_THREAT[1]).toBeGreaterThan(FLAG_THREAT[THREAT_DISTANCE] as number);
  });
});
