import { unwrap, type AnyGame, type AnyNotation } from '@tabula/engine-core';
import { jungle } from '@tabula/engine-jungle';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from '../record/index.js';
import { jungleNotation } from './index.js';

const ENTRY: RecordGame = { game: jungle as AnyGame, notation: jungleNotation as AnyNotation };

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

/** The same game's moves, as canonical texts: the movetext without its numbers and result. */
const MOVES = (GOLDEN.split('\n\n')[1] ?? '').split(/\s+/).filter((token) => token !== '' && !/^[0-9]+\.$/.test(token) && token !== '1-0');

describe('Jungle records', () => {
  it('write the golden record byte for byte', () => {
    let state = jungle.start();
    const moves = MOVES.map((text) => {
      const move = unwrap(jungleNotation.parseMove(state, text));
      state = unwrap(jungle.play(state, move));
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
    expect(parsed).toMatchObject({ result: '1-0', outcome: { winner: 0, reason: 'den-entered' } });
  });

  it('refuse a wolf that walks into the river (JG-4) by its move number', () => {
    const parsed = parseRecord(ENTRY, '[Game "jungle"]\n\n1. e3d3 c7c6 *\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: 'JG-4' });
    expect(parsed.error.message.startsWith('move 2 (1... c7c6): JG-4: ')).toBe(true);
  });
});
