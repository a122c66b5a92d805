import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { outcomeText, turnText } from './outcome-text.js';

const game = (id: string) => {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value.game;
};

describe('outcome text', () => {
  it("says who won and why, in the game's own words (SC-6, CK-6, ST-8)", () => {
    expect(outcomeText({ winner: 0, reason: 'king-captured' }, ['White', 'Black'], game('simple-chess'))).toBe('White wins: the king was captured');
    expect(outcomeText({ winner: 1, reason: 'resigned' }, ['White', 'Black'], game('simple-chess'))).toBe('White resigned: Black wins');
    expect(outcomeText({ winner: null, reason: 'mutual-destruction' }, ['Fire', 'Water'], game('checkers61b'))).toBe('Draw: no piece is left on the board');
    expect(outcomeText({ winner: 0, reason: 'no-moves' }, ['Red', 'Blue'], game('stratego'))).toBe('Red wins: the player to move had no piece that could move');
  });

  it('says a stopped game (G-3) alike in every game', () => {
    expect(outcomeText({ winner: null, reason: 'adjudicated' }, ['Blue', 'Red'], game('jungle'))).toBe('Draw: the game was stopped');
  });
});

describe('turn text', () => {
  const names = ['Blue', 'Red'] as const;
  it('says whose turn it is, whether that is you, and whether a bot is thinking', () => {
    expect(turnText({ outcome: null, toMove: 0, thinking: false, you: 0, names, game: game('jungle') })).toBe('Blue to move (you)');
    expect(turnText({ outcome: null, toMove: 1, thinking: true, you: 0, names, game: game('jungle') })).toBe('Red to move — thinking…');
    expect(turnText({ outcome: null, toMove: 1, thinking: false, you: null, names, game: game('jungle') })).toBe('Red to move');
  });

  it('gives the result once the game is over (JG-16)', () => {
    expect(turnText({ outcome: { winner: 1, reason: 'den-entered' }, toMove: null, thinking: false, you: 0, names, game: game('jungle') })).toBe('Red wins: a piece entered the den');
  });
});
