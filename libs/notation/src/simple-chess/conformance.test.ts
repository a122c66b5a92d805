import { runConformance } from '@tabula/engine-core/testing';
import { simpleChess } from '@tabula/engine-simple-chess';
import { expect, it } from 'vitest';
import { simpleChessNotation } from './index.js';

it('simple-chess passes the conformance kit over 200 seeded random games', () => {
  const report = runConformance(simpleChess, simpleChessNotation, { games: 200 });
  expect(report.failures).toEqual([]);
  expect(report.games).toBe(200);
}, 600_000);
