import { runConformance } from '@tabula/engine-core/testing';
import { stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { strategoNotation } from './index.js';

describe('stratego conformance', () => {
  it('passes the conformance kit over 200 seeded random games', () => {
    const report = runConformance(stratego, strategoNotation, { games: 200 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
  }, 120_000);
});
