import { animalChess } from '@tabula/engine-animal-chess';
import { describe } from 'vitest';
import { goldenRecordTests } from '../record/golden-record.fixture.js';
import { animalChessNotation } from './index.js';

/** The record of a short game with drops (AC-4) in which player 1 takes player 0's lion (AC-6), byte for byte. */
const GOLDEN = `[Game "animal-chess"]
[Result "0-1"]
[Reason "lion-captured"]
[Date "2025.05.17"]
[Player0 "Ann"]
[Player1 "Bo"]

1. d3d4 c6c5 2. H*a3 e6e5 3. c1d2 b4b3 4. d2e3 b6b5 5. a1b2 H*d3 6. e1e2 c5b4
7. b1a1 d3d2 8. e3e4 e5e4 0-1
`;

describe('Animal chess records', () => {
  goldenRecordTests(animalChess, animalChessNotation, {
    golden: GOLDEN,
    outcome: { winner: 1, reason: 'lion-captured' },
    refused: { title: 'refuse a lion that leaps two squares (AC-1) by its move number', record: '[Game "animal-chess"]\n\n1. d3d4 c6c5 2. c1c3 *\n', rule: 'AC-1', messageStart: 'move 3 (2. c1c3): AC-1: ' },
  });
});
