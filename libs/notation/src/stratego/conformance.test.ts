import { runConformance } from '@tabula/engine-core/testing';
import { stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { strategoNotation } from './index.js';

// 200 seeded random games in four batches of 50 (seeds 1–200), so that each batch gets its own
// timeout on a loaded 2-core machine: every position runs three views and three determinizations.
describe('stratego conformance', () => {
  for (const first of [1, 51, 101, 151]) {
    it(`passes the conformance kit over seeded random games ${first}–${first + 49}`, () => {
      const report = runConformance(stratego, strategoNotation, { games: 50, seed: first });
      expect(report.failures).toEqual([]);
      expect(report.games).toBe(50);
    }, 600_000);
  }
});
