import { describe, expect, it } from 'vitest';
import { createRng, genericPerft, unwrap } from '@tabula/engine-core';
import { jungle } from './game.js';
import { fastPerft } from './fast-perft.js';
import type { JungleState } from './state.js';

describe('fast perft', () => {
  it('equals genericPerft from the start (depths 1–3) and continues to 260100 and 5111725', () => {
    const start = jungle.start();
    for (const depth of [0, 1, 2, 3]) expect(fastPerft(start, depth)).toBe(genericPerft(jungle, start, depth));
    expect(fastPerft(start, 4)).toBe(260100);
    expect(fastPerft(start, 5)).toBe(5111725);
  });

  it('equals genericPerft in positions reached by random play, captures and finished games included', () => {
    const rng = createRng(2);
    for (let game = 0; game < 12; game++) {
      let state: JungleState = jungle.start();
      for (let ply = 0; ply < 160; ply++) {
        if (ply % 20 === 7) expect(fastPerft(state, 2), `game ${game} ply ${ply}`).toBe(genericPerft(jungle, state, 2));
        const moves = jungle.legalMoves(state);
        if (moves.length === 0) {
          expect(fastPerft(state, 2)).toBe(0);
          break;
        }
        state = unwrap(jungle.play(state, rng.pick(moves)));
      }
    }
  });
});
