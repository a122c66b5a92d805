import { assertConformance } from '@tabula/engine-core/testing';
import { animalChess } from '@tabula/engine-animal-chess';
import { it } from 'vitest';
import { animalChessNotation } from './index.js';

it('animal-chess passes the conformance kit over 200 seeded random games', () => {
  assertConformance(animalChess, animalChessNotation, { games: 200 });
}, 120_000);
