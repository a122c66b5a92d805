import { unwrap, type AnyGame, type AnyNotation } from '@tabula/engine-core';
import { checkers61b } from '@tabula/engine-checkers61b';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from '../record/index.js';
import { checkers61bNotation } from './index.js';

const ENTRY: RecordGame = { game: checkers61b as AnyGame, notation: checkers61bNotation as AnyNotation };

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

/** The same game's moves, as canonical texts: the movetext without its numbers and result. */
const MOVES = (GOLDEN.split('\n\n')[1] ?? '').split(/\s+/).filter((token) => token !== '' && !/^[0-9]+\.$/.test(token) && token !== '0-1');

describe('Checkers61b records', () => {
  it('write the golden record byte for byte', () => {
    let state = checkers61b.start();
    const moves = MOVES.map((text) => {
      const move = unwrap(checkers61bNotation.parseMove(state, text));
      state = unwrap(checkers61b.play(state, move));
      return move;
    });
    const tags = [['Date', '2025.05.17'], ['Player0', 'Ann'], ['Player1', 'Bo']] as const;
    expect(formatRecord(ENTRY, { moves, tags }, 'all')).toBe(GOLDEN);
    // Nothing is hidden in this game: every viewer's record is the same.
    expect(formatRecord(ENTRY, { moves, tags }, 'spectator')).toBe(GOLDEN);
  });

  it('read the golden record back to the same game and outcome', () => {
    const parsed = unwrap(parseRecord(ENTRY, GOLDEN));
    expect(parsed.moveTexts).toEqual(MOVES);
    expect(parsed.states).toHaveLength(MOVES.length + 1);
    expect(parsed).toMatchObject({ result: '0-1', outcome: { winner: 1, reason: 'no-moves' } });
  });

  it('refuse a plain piece stepping backwards (CK-1) by its move number', () => {
    const parsed = parseRecord(ENTRY, '[Game "checkers61b"]\n\n1. c3d4 b6a5 2. d4c3 *\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: 'CK-1' });
    expect(parsed.error.message.startsWith('move 3 (2. d4c3): CK-1: ')).toBe(true);
  });
});
