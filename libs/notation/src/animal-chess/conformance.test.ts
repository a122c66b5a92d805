import { runConformance } from '@tabula/engine-core/testing';
import { animalChess } from '@tabula/engine-animal-chess';
import { describe, expect, it } from 'vitest';
import { animalChessNotation } from './index.js';

describe('animal-chess conformance', () => {
  it('passes the conformance kit over 200 seeded random games', () => {
    const report = runConformance(animalChess, animalChessNotation, { games: 200 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
  }, 120_000);
});
