import type { LevelBot } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { stratego } from './game.js';

const blunder = (spec: LevelBot | undefined) => (spec && 'blunder' in spec ? (spec.blunder ?? 0) : 0);

describe('Stratego levels', () => {
  it('climbs from greedy with and without random moves to the determinizing search with random moves, then without them and with informed guesses', () => {
    const levels = stratego.levels ?? [];
    expect(levels.map((spec) => spec.kind)).toEqual(['random', 'greedy', 'greedy', 'alphabeta', 'alphabeta']);
    expect(blunder(levels[1])).toBeGreaterThan(0);
    expect(blunder(levels[2])).toBe(0);
    // Level 5 is level 4's search without the random moves, guessing hidden ranks by the setup prior.
    expect({ ...levels[3], blunder: 0, sampling: 'informed' }).toEqual({ ...levels[4], blunder: 0 });
    expect(levels[4]).toMatchObject({ sampling: 'informed' });
    expect(blunder(levels[3])).toBeGreaterThan(0);
    expect(blunder(levels[4])).toBe(0);
  });
});
