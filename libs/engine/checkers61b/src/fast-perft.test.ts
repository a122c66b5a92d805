import { describe, expect, it } from 'vitest';
import { createRng, genericPerft, unwrap } from '@tabula/engine-core';
import { checkers61b, type CheckersState } from './index.js';

const fastPerft = (state: CheckersState, depth: number) => {
  if (!checkers61b.perft) throw new Error('no fast perft');
  return checkers61b.perft(state, depth);
};

describe('Checkers61b perft', () => {
  it("counts the issue's start numbers 7, 49, 379 through the contract and the fast counter", () => {
    const start = checkers61b.start();
    expect([1, 2, 3].map((d) => genericPerft(checkers61b, start, d))).toEqual([7, 49, 379]);
    expect([1, 2, 3, 4, 5].map((d) => fastPerft(start, d))).toEqual([1, 2, 3, 4, 5].map((d) => genericPerft(checkers61b, start, d)));
  });

  it('the fast perft equals the generic one on positions from seeded random games', () => {
    const rng = createRng(61);
    for (let game = 0; game < 12; game++) {
      let state = checkers61b.start();
      for (let ply = 0; ply < 60; ply++) {
        const moves = checkers61b.legalMoves(state);
        if (ply % 6 === 5 || moves.length === 0) {
          for (const depth of [0, 1, 2, 3]) expect(fastPerft(state, depth)).toBe(genericPerft(checkers61b, state, depth));
        }
        if (moves.length === 0) break;
        state = unwrap(checkers61b.play(state, rng.pick(moves)));
      }
    }
  });
});
