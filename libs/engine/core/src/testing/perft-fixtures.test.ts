import { describe, expect, it } from 'vitest';
import { perftFixtures } from './perft-fixtures.js';

describe('perftFixtures', () => {
  it("reads a fixture file's positions with the game's own fields", () => {
    const json = { about: 'x', positions: [{ name: 'start', position: 'p 0', counts: [3, 9], rules: ['TT-1'] }] };
    const [start] = perftFixtures<{ readonly rules: readonly string[] }>(json);
    expect(start?.counts).toEqual([3, 9]);
    expect(start?.rules).toEqual(['TT-1']);
  });

  it('refuses a file that lost its shape, saying which position and what is missing', () => {
    expect(() => perftFixtures({ positions: [] })).toThrow(/at least one position/);
    expect(() => perftFixtures({ positions: [{ name: 'a', counts: [1] }] })).toThrow(/position 0 \("a"\) has no "position" text/);
    expect(() => perftFixtures({ positions: [{ name: 'a', position: 'p', counts: [1.5] }] })).toThrow(/needs "counts", whole numbers/);
  });
});
