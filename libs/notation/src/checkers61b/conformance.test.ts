import { assertConformance } from '@tabula/engine-core/testing';
import { checkers61b } from '@tabula/engine-checkers61b';
import { it } from 'vitest';
import { checkers61bNotation } from './index.js';

it('checkers61b passes the conformance kit over 200 seeded random games', () => {
  assertConformance(checkers61b, checkers61bNotation, { games: 200 });
}, 400_000);
