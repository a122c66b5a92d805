import { createRng, genericPerft } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { stratego } from './game.js';
import type { StrategoState } from './state.js';

describe('fast perft', () => {
  it('equals genericPerft from random setups and from positions deep in random games', () => {
    const rng = createRng(2024);
    for (let game = 0; game < 6; game++) {
      let state: StrategoState = stratego.start(rng);
      for (let ply = 0; ply < 140; ply++) {
        if (ply % 35 === 0) {
          expect(stratego.perft!(state, 3)).toBe(genericPerft(stratego, state, 3));
        }
        const moves = stratego.legalMoves(state);
        if (moves.length === 0) break;
        const next = stratego.play(state, rng.pick(moves));
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
      }
      expect(stratego.perft!(state, 2)).toBe(genericPerft(stratego, state, 2));
    }
  });

  it('refuses a view, whose hidden attacks it cannot resolve', () => {
    const view = stratego.view(stratego.start(createRng(1)), 0);
    expect(() => stratego.perft!(view, 2)).toThrow(/full state/);
    expect(stratego.perft!(view, 0)).toBe(1);
  });
});
