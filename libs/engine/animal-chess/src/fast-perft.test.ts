import { createRng, genericPerft } from '@tabula/engine-core';
import { randomPosition } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import { animalChess } from './game.js';

describe('perft', () => {
  it('matches the independent start counts 12, 141, 2223 (depths 1–3), generic and fast', () => {
    const start = animalChess.start();
    expect([1, 2, 3].map((d) => genericPerft(animalChess, start, d))).toEqual([12, 141, 2223]);
    expect([1, 2, 3].map((d) => animalChess.perft?.(start, d))).toEqual([12, 141, 2223]);
  });

  it('fast perft equals generic perft from the start to depth 5', () => {
    const start = animalChess.start();
    expect(animalChess.perft?.(start, 4)).toBe(genericPerft(animalChess, start, 4));
    expect(animalChess.perft?.(start, 5)).toBe(genericPerft(animalChess, start, 5));
  });

  it('fast perft equals generic perft in random middle games with hands, promotions and finished games', () => {
    const rng = createRng('animal-chess perft');
    for (let i = 0; i < 30; i++) {
      const state = randomPosition(animalChess, rng, 10 + rng.int(70));
      for (let depth = 0; depth <= 3; depth++) {
        expect(animalChess.perft?.(state, depth)).toBe(genericPerft(animalChess, state, depth));
      }
    }
  });
});
