import { jungle } from '@tabula/engine-jungle';
import { describe } from 'vitest';
import { goldenRecordTests } from '../record/golden-record.fixture.js';
import { jungleNotation } from './index.js';

/** The record of a short game that blue wins by entering red's den (JG-16), byte for byte. */
const GOLDEN = `[Game "jungle"]
[Result "1-0"]
[Reason "den-entered"]
[Date "2025.05.17"]
[Player0 "Ann"]
[Player1 "Bo"]

1. e3d3 b8c8 2. a1b1 f8f9 3. f2e2 a9a8 4. g3f3 f9e9 5. b2c2 a7b7 6. d3d4 a8a7
7. e2e1 g7f7 8. b1c1 e7d7 9. e1e2 f7g7 10. c2d2 g9f9 11. e2f2 d7e7 12. d4d5 c8d8
13. d5d6 g7g6 14. d6d7 f9g9 15. f3e3 b7b8 16. d7d8 g9f9 17. d8d9 1-0
`;

describe('Jungle records', () => {
  goldenRecordTests(jungle, jungleNotation, {
    golden: GOLDEN,
    outcome: { winner: 0, reason: 'den-entered' },
    refused: { title: 'refuse a wolf that walks into the river (JG-4) by its move number', record: '[Game "jungle"]\n\n1. e3d3 c7c6 *\n', rule: 'JG-4', messageStart: 'move 2 (1... c7c6): JG-4: ' },
  });
});
