import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { outcomeSentence, outcomeWords } from './outcome-words.js';

const game = (id: string) => {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value.game;
};

describe('outcome words', () => {
  it("say a rule's outcome in the game's own words, with the seats' names (JG-16, CK-6, SC-6)", () => {
    const jungle = game('jungle');
    expect(outcomeSentence({ winner: 0, reason: 'den-entered' }, jungle.playerNames, jungle)).toBe('Blue wins: a piece entered the den.');
    expect(outcomeSentence({ winner: 1, reason: 'all-captured' }, jungle.playerNames, jungle)).toBe('Red wins: every animal of one side was captured.');
    const checkers = game('checkers61b');
    expect(outcomeSentence({ winner: null, reason: 'mutual-destruction' }, checkers.playerNames, checkers)).toBe('Draw: no piece is left on the board.');
    expect(outcomeSentence({ winner: 0, reason: 'king-captured' }, ['White', 'Black'], game('simple-chess'))).toBe('White wins: the king was captured.');
  });

  it('G-1: the same reason in two games is each game’s own words', () => {
    expect(outcomeWords('no-moves', game('stratego'))).toBe('the player to move had no piece that could move');
    expect(outcomeWords('no-moves', game('jungle'))).toBe('the player to move had no legal move');
  });

  it('say the reasons no rule gives once for every game: a resignation, an adjudication (G-3)', () => {
    const stratego = game('stratego');
    expect(outcomeSentence({ winner: 1, reason: 'resigned' }, stratego.playerNames, stratego)).toBe('Red resigned: Blue wins.');
    expect(outcomeSentence({ winner: null, reason: 'adjudicated' }, stratego.playerNames, stratego)).toBe('Draw: the game was stopped.');
    expect(outcomeSentence({ winner: null, reason: 'bot-failed' }, ['Fire', 'Water'], game('checkers61b'))).toBe('Draw: a computer player could not move.');
    expect(outcomeSentence({ winner: 1, reason: 'timeout' }, ['Red', 'Blue'], game('stratego'))).toBe('Red ran out of time: Blue wins.');
    expect(outcomeSentence({ winner: null, reason: 'agreement' }, ['White', 'Black'], game('simple-chess'))).toBe('Draw: the players agreed to a draw.');
    expect(outcomeSentence({ winner: null, reason: 'aborted' }, ['Blue', 'Red'], game('jungle'))).toBe('Aborted before both sides had moved: no result.');
    expect(outcomeSentence({ winner: 1, reason: 'abandoned' }, ['Red', 'Blue'], game('stratego'))).toBe('Red left the game: Blue wins.');
  });

  it('word every reason every registered game gives (the conformance kit finds them in play)', () => {
    for (const entry of registry.list()) {
      const words = entry.game.outcomeWords ?? {};
      expect(Object.keys(words).length, entry.id).toBeGreaterThan(0);
      for (const [reason, said] of Object.entries(words)) expect(outcomeWords(reason, entry.game)).toBe(said);
    }
  });

  it("never borrow another game's words (JG-16 and CK-6 both end by all-captured), and read a reason nobody words out of its id", () => {
    expect(outcomeWords('all-captured', game('jungle'))).not.toBe(outcomeWords('all-captured', game('checkers61b')));
    expect(outcomeSentence({ winner: 1, reason: 'three-in-a-row' }, ['X', 'O'], game('simple-chess'))).toBe('O wins: three in a row.');
  });
});
