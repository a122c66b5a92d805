import { describe, expect, it } from 'vitest';
import { ADVANCE, DRIVE_STEP, ENDGAME_MOBILE } from './evaluation-weights.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { loadStrategoBoard } from './search-board/index.js';

/** Red's score with its miner on `a{rank}`, walking up the a-file towards blue's unmoved bomb on a10. */
function minerOn(rank: number, blueExtras: Record<string, string> = {}): number {
  const state = positionFromSquares({ j1: 'F', [`a${rank}`]: 'N', a10: 'b', e10: 'l', j10: 'f', ...blueExtras });
  const score = stratego.evaluate?.(state, 0) as number;
  // The search board's incremental evaluation gives the same number.
  expect(loadStrategoBoard(state).evaluate(0)).toBe(score);
  return score;
}

describe('endgame drive', () => {
  it('draws a miner towards the enemy pieces that never moved once the enemy has few mobile pieces (ST-3, ST-6)', () => {
    // Blue has one mobile piece left: every step up the file is worth the drive and the advance.
    for (let rank = 2; rank < 9; rank++) expect(minerOn(rank + 1) - minerOn(rank)).toBe(DRIVE_STEP + ADVANCE);
  });

  it('stays out of the middle game: with more than ENDGAME_MOBILE enemy mobile pieces only the advance counts', () => {
    const scouts = Object.fromEntries(['b', 'c', 'd', 'f', 'g', 'h', 'i'].map((file) => [`${file}10`, 's']));
    const extras = { ...scouts, b9: 's', c9: 'y' };
    expect(Object.keys(extras).length + 1).toBeGreaterThan(ENDGAME_MOBILE);
    for (let rank = 2; rank < 8; rank++) expect(minerOn(rank + 1, extras) - minerOn(rank, extras)).toBe(ADVANCE);
  });
});
