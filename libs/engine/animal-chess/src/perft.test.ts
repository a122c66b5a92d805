import { genericPerft } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { animalChess } from './game.js';

describe('perft from the start', () => {
  it('matches the independent counts 12, 141, 2223 (depths 1–3), generic and fast', () => {
    const start = animalChess.start();
    expect([1, 2, 3].map((d) => genericPerft(animalChess, start, d))).toEqual([12, 141, 2223]);
    expect([1, 2, 3].map((d) => animalChess.perft?.(start, d))).toEqual([12, 141, 2223]);
  });
});
