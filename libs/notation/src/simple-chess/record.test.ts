import { unwrap } from '@tabula/engine-core';
import { simpleChess, type SimpleChessState } from '@tabula/engine-simple-chess';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord } from '../record/index.js';
import { goldenRecordTests } from '../record/golden-record.fixture.js';
import { simpleChessNotation } from './index.js';

/** The record of a short game in which black takes the white king (SC-6), byte for byte. */
const GOLDEN = `[Game "simple-chess"]
[Result "0-1"]
[Reason "king-captured"]
[Date "2025.05.17"]
[Player0 "Ann"]
[Player1 "Bo"]

1. e2e3 f7f6 2. a2a3 b7b6 3. e3e4 f6f5 4. d2d3 f5e4 5. f2f4 h7h5 6. g2g4 e7e6
7. e1f2 b6b5 8. f2f3 e4f3 0-1
`;

describe('Simplified chess records', () => {
  const ENTRY = goldenRecordTests(simpleChess, simpleChessNotation, {
    golden: GOLDEN,
    outcome: { winner: 1, reason: 'king-captured' },
    refused: { title: 'refuse a knight that moves (SC-3) by its move number', record: '[Game "simple-chess"]\n\n1. e2e4 e7e5 2. g1f3 *\n', rule: 'SC-3', messageStart: 'move 3 (2. g1f3): SC-3: ' },
  });

  it('write a Start tag for a game from a position, numbering from its move number (6... for black to move)', () => {
    const position = 'rnbqkbnr/p1ppp1p1/1p6/7p/4pPP1/P2P4/1PP4P/RNBQKBNR b - - 0 6';
    const fromPosition = `[Game "simple-chess"]
[Start "${position}"]
[Result "0-1"]
[Reason "king-captured"]
[Event "from a position"]

6... e7e6 7. e1f2 b6b5 8. f2f3 e4f3 0-1
`;
    const parsed = unwrap(parseRecord(ENTRY, fromPosition));
    expect(simpleChessNotation.formatPosition(parsed.start as SimpleChessState)).toBe(position);
    expect(formatRecord(ENTRY, { start: parsed.start, moves: parsed.moves, tags: [['Event', 'from a position']] }, 'all')).toBe(fromPosition);
    // The game's own start is the standard start, which needs no Start tag.
    expect(formatRecord(ENTRY, { start: simpleChess.start(), moves: [] }, 'all')).toBe('[Game "simple-chess"]\n[Result "*"]\n\n*\n');
  });
});
