import type { LevelBot } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { stratego } from './game.js';

const blunder = (spec: LevelBot | undefined) => (spec && 'blunder' in spec ? (spec.blunder ?? 0) : 0);

describe('Stratego levels', () => {
  it('climbs from greedy with and without random moves to the determinizing search with and without them', () => {
    const levels = stratego.levels ?? [];
    expect(levels.map((spec) => spec.kind)).toEqual(['random', 'greedy', 'greedy', 'alphabeta', 'alphabeta']);
    expect(blunder(levels[1])).toBeGreaterThan(0);
    expect(blunder(levels[2])).toBe(0);
    expect({ ...levels[3], blunder: 0 }).toEqual({ ...levels[4], blunder: 0 });
    expect(blunder(levels[3])).toBeGreaterThan(0);
    expect(blunder(levels[4])).toBe(0);
  });
});
