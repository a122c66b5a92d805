import { assertConformance } from '@tabula/engine-core/testing';
import { jungle } from '@tabula/engine-jungle';
import { it } from 'vitest';
import { jungleNotation } from './index.js';

it('jungle passes the conformance kit over 200 seeded random games', () => {
  assertConformance(jungle, jungleNotation, { games: 200 });
}, 600_000);
