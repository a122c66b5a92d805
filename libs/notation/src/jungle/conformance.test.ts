import { describe, expect, it } from 'vitest';
import { runConformance } from '@tabula/engine-core/testing';
import { jungle } from '@tabula/engine-jungle';
import { jungleNotation } from './index.js';

describe('Jungle conformance', () => {
  it('passes the conformance kit over 200 seeded random games', () => {
    const report = runConformance(jungle, jungleNotation, { games: 200 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
  }, 600_000);
});
