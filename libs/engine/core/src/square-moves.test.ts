import { describe, expect, it } from 'vitest';
import { hasSquareMove, listSquareMoves, type SquareMoveWalk } from './square-moves.js';

/** A walk over fixed moves that counts how many it was made to visit. */
function walkOver(moves: readonly [number, number][]): { walk: SquareMoveWalk; visited: () => number } {
  let visited = 0;
  return {
    walk: (visit) => {
      for (const [from, to] of moves) {
        visited++;
        if (visit(from, to)) return;
      }
    },
    visited: () => visited,
  };
}

describe('square moves from one walk', () => {
  it('lists every move the walk visits, in its order', () => {
    expect(listSquareMoves(walkOver([[3, 4], [3, 9], [0, 1]]).walk)).toEqual([
      { from: 3, to: 4 },
      { from: 3, to: 9 },
      { from: 0, to: 1 },
    ]);
  });

  it('answers "any move?" by stopping at the first (G-1 needs no more)', () => {
    const some = walkOver([[3, 4], [3, 9], [0, 1]]);
    expect(hasSquareMove(some.walk)).toBe(true);
    expect(some.visited()).toBe(1);
    expect(hasSquareMove(walkOver([]).walk)).toBe(false);
  });
});
