import { genericPerft, unwrap } from '@tabula/engine-core';
import { perftFixtures } from '@tabula/engine-core/testing';
import { animalChess } from '@tabula/engine-animal-chess';
import { describe, expect, it } from 'vitest';
// The fixtures are the engine's test data (JSON, not code): they sit with the engine but are written in
// position text, so they are parsed here. Reading them by path is no dependency on the engine's source.
// eslint-disable-next-line @nx/enforce-module-boundaries
import json from '../../../engine/animal-chess/src/__fixtures__/perft.json' with { type: 'json' };
import { animalChessNotation } from './index.js';

const fixtures = { positions: perftFixtures<{ readonly rules: readonly string[] }>(json) };

/** Generic perft (through legalMoves/play) is checked to this depth. */
const GENERIC_DEPTH = 3;
/**
 * The fast counter is checked for every count up to this many leaves, to keep the suite quick on a
 * shared machine; the bench (`nx run engine-animal-chess:bench`) checks the start's depth-6 count.
 */
const MAX_TESTED_LEAVES = 1_000_000;

describe('animal-chess perft fixtures', () => {
  for (const fixture of fixtures.positions) {
    it(`${fixture.rules.join(', ')}: ${fixture.name}`, () => {
      const state = unwrap(animalChessNotation.parsePosition(fixture.position));
      expect(animalChessNotation.formatPosition(state)).toBe(fixture.position);
      const tested = fixture.counts.filter((count) => count <= MAX_TESTED_LEAVES);
      const fast = tested.map((_, i) => animalChess.perft?.(state, i + 1));
      expect(fast).toEqual(tested);
      const generic = fixture.counts.slice(0, GENERIC_DEPTH).map((_, i) => genericPerft(animalChess, state, i + 1));
      expect(generic).toEqual(fixture.counts.slice(0, GENERIC_DEPTH));
    });
  }

  it('has the start position to depth 6 and at least six special-rule positions to depth 3 or more', () => {
    expect(fixtures.positions[0]?.counts.slice(0, 3)).toEqual([12, 141, 2223]);
    expect(fixtures.positions[0]?.counts.length).toBeGreaterThanOrEqual(6);
    expect(fixtures.positions.slice(1).filter((p) => p.counts.length >= 3).length).toBeGreaterThanOrEqual(6);
  });
});
