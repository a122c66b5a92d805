import { unwrap, type AnyGame, type AnyNotation } from '@tabula/engine-core';
import { animalChess } from '@tabula/engine-animal-chess';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from '../record/index.js';
import { animalChessNotation } from './index.js';

const ENTRY: RecordGame = { game: animalChess as AnyGame, notation: animalChessNotation as AnyNotation };

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

/** The same game's moves, as canonical texts: the movetext without its numbers and result. */
const MOVES = (GOLDEN.split('\n\n')[1] ?? '').split(/\s+/).filter((token) => token !== '' && !/^[0-9]+\.$/.test(token) && token !== '0-1');

describe('Animal chess records', () => {
  it('write the golden record byte for byte', () => {
    let state = animalChess.start();
    const moves = MOVES.map((text) => {
      const move = unwrap(animalChessNotation.parseMove(state, text));
      state = unwrap(animalChess.play(state, move));
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
    expect(parsed).toMatchObject({ result: '0-1', outcome: { winner: 1, reason: 'lion-captured' } });
  });

  it('refuse a lion that leaps two squares (AC-1) by its move number', () => {
    const parsed = parseRecord(ENTRY, '[Game "animal-chess"]\n\n1. d3d4 c6c5 2. c1c3 *\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: 'AC-1' });
    expect(parsed.error.message.startsWith('move 3 (2. c1c3): AC-1: ')).toBe(true);
  });
});
