import { describe, expect, it } from 'vitest';
import { animalChess } from './game.js';

describe('animal chess levels', () => {
  it('searches with less evaluation noise at each level above greedy', () => {
    const levels = animalChess.levels ?? [];
    expect(levels.map((spec) => spec.kind)).toEqual(['random', 'greedy', 'alphabeta', 'alphabeta', 'alphabeta']);
    const noise = levels.map((spec) => (spec.kind === 'alphabeta' ? (spec.noise ?? 0) : Infinity));
    expect(noise.slice(2)).toEqual([...noise.slice(2)].sort((a, b) => b - a));
  });
});
