import { assertConformance } from '@tabula/engine-core/testing';
import { simpleChess } from '@tabula/engine-simple-chess';
import { it } from 'vitest';
import { simpleChessNotation } from './index.js';

it('simple-chess passes the conformance kit over 200 seeded random games', () => {
  assertConformance(simpleChess, simpleChessNotation, { games: 200 });
}, 600_000);
