import { describe, expect, it } from 'vitest';
import { BOARD } from './board.js';
import { ADVANCE, HUNT_STEP } from './evaluation-weights.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { loadStrategoBoard } from './search-board/index.js';

/** Red's score for a position, checked against the search board's incremental evaluation. */
function redScore(pieces: Record<string, string>): number {
  const state = positionFromSquares(pieces);
  const score = stratego.evaluate?.(state, 0) as number;
  expect(loadStrategoBoard(state).evaluate(0)).toBe(score);
  return score;
}

describe('endgame hunt', () => {
  // Blue's last mobile piece, a revealed captain, guards its flag; red's colonel beats it (ST-5).
  const blue = { j10: 'f', i10: 'b', j9: 'b', a10: '!p' };

  it("draws the nearest red piece that beats a revealed enemy piece towards it, across the whole board (ST-5, ST-9)", () => {
    // The colonel walks up the a-file from a2 to a8: every step is worth the hunt and the advance.
    for (let rank = 2; rank < 8; rank++) {
      const step = redScore({ j1: 'F', [`a${rank + 1}`]: 'O', ...blue }) - redScore({ j1: 'F', [`a${rank}`]: 'O', ...blue });
      expect(step).toBe(HUNT_STEP + ADVANCE);
    }
  });

  it('pulls only a piece that beats the prey, and only towards a revealed one', () => {
    // A sergeant loses to the captain: it gains the advance alone.
    const sergeant = (rank: number) => redScore({ j1: 'F', [`a${rank}`]: 'T', ...blue });
    expect(sergeant(5) - sergeant(4)).toBe(ADVANCE);
    const hidden = { ...blue, a10: 'p' };
    const colonel = (rank: number) => redScore({ j1: 'F', [`a${rank}`]: 'O', ...hidden });
    expect(colonel(5) - colonel(4)).toBe(ADVANCE);
  });

  it('never makes taking the prey cost the pull it was worth', () => {
    const state = positionFromSquares({ j1: 'F', a9: 'O', ...blue });
    const board = loadStrategoBoard(state);
    const before = board.evaluate(0);
    board.play(BOARD.parse('a9') * 100 + BOARD.parse('a10')); // the colonel takes the captain (ST-5)
    expect(board.evaluate(0)).toBeGreaterThan(before);
  });
});
