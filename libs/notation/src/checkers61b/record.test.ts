import { checkers61b } from '@tabula/engine-checkers61b';
import { describe } from 'vitest';
import { goldenRecordTests } from '../record/golden-record.fixture.js';
import { checkers61bNotation } from './index.js';

/** The record of a short game that leaves fire without a move (CK-7), byte for byte. */
const GOLDEN = `[Game "checkers61b"]
[Result "0-1"]
[Reason "no-moves"]
[Date "2025.05.17"]
[Player0 "Ann"]
[Player1 "Bo"]

1. c3d4 b6c5 2. e3f4 a7b6 3. b2c3 b8a7 4. f2e3 b6a5 5. c3b4 f6g5 6. c1b2 a7b6
7. g1f2 e7f6 8. b2c3 f6e5 9. g3h4 f8e7 10. h2g3 g7f6 11. a1b2 h8g7 0-1
`;

describe('Checkers61b records', () => {
  goldenRecordTests(checkers61b, checkers61bNotation, {
    golden: GOLDEN,
    outcome: { winner: 1, reason: 'no-moves' },
    refused: { title: 'refuse a plain piece stepping backwards (CK-1) by its move number', record: '[Game "checkers61b"]\n\n1. c3d4 b6a5 2. d4c3 *\n', rule: 'CK-1', messageStart: 'move 3 (2. d4c3): CK-1: ' },
  });
});
