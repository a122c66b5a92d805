import { assertConformance } from '@tabula/engine-core/testing';
import { stratego } from '@tabula/engine-stratego';
import { describe, it } from 'vitest';
import { strategoNotation } from './index.js';

// 100 seeded random games (seeds 1–100, about 20 000 positions) in two batches of 50, each with its
// own timeout on a loaded 2-core machine. A Stratego position costs the kit about twice a Jungle
// one (three views and three determinizations each), so 200 games made this the slowest test file
// of the workspace (about 27 s of CPU); every check still runs at every position, on half the sample.
// Seeds 101–200 passed when the sample was cut.
describe('stratego conformance', () => {
  for (const first of [1, 51]) {
    it(`passes the conformance kit over seeded random games ${first}–${first + 49}`, () => {
      assertConformance(stratego, strategoNotation, { games: 50, seed: first });
    }, 600_000);
  }
});
