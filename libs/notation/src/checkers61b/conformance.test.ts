import { describe, expect, it } from 'vitest';
import { runConformance } from '@tabula/engine-core/testing';
import { checkers61b } from '@tabula/engine-checkers61b';
import { checkers61bNotation } from './index.js';

describe('Checkers61b conformance', () => {
  it('passes the conformance kit over 200 seeded random games', () => {
    const report = runConformance(checkers61b, checkers61bNotation, { games: 200 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
  }, 400_000);
});
