import { readFileSync } from 'node:fs';
import { genericPerft, perft, unwrap } from '@tabula/engine-core';
import { perftFixtures } from '@tabula/engine-core/testing';
import { simpleChess } from '@tabula/engine-simple-chess';
import { describe, expect, it } from 'vitest';
import { simpleChessNotation } from './index.js';

// Fixtures live with the engine, written in position text; the engine project cannot parse it, so
// the tests that read them live here.
const fixtures = perftFixtures<{ readonly rules: readonly string[] }>(
  JSON.parse(readFileSync(new URL('../../../engine/simple-chess/src/__fixtures__/perft.json', import.meta.url), 'utf8')),
);

/** Depths above this many leaves are left to the bench: the whole suite stays quick on 2 cores. */
const LEAF_BUDGET = 2_500_000;

describe('simple-chess perft fixtures', () => {
  it('has the start position and at least six positions for the special rules, each to depth ≥ 3', () => {
    expect(fixtures[0]?.position).toBe(simpleChessNotation.formatPosition(simpleChess.start()));
    expect(fixtures[0]?.counts.slice(0, 3)).toEqual([16, 256, 4482]);
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    for (const fixture of fixtures) expect(fixture.counts.length).toBeGreaterThanOrEqual(3);
  });

  for (const fixture of fixtures) {
    it(`${fixture.rules.join(' ')}: ${fixture.name}`, () => {
      const state = unwrap(simpleChessNotation.parsePosition(fixture.position));
      fixture.counts.forEach((count, i) => {
        if (count <= LEAF_BUDGET) expect(perft(simpleChess, state, i + 1), `depth ${i + 1}`).toBe(count);
      });
      // The fast counter must equal the count through the Game contract alone.
      expect(genericPerft(simpleChess, state, 3)).toBe(fixture.counts[2]);
    });
  }
});
