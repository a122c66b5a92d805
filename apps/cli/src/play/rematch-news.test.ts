import { describe, expect, it } from 'vitest';
import { rematchAsked, rematchChange, rematchRefusal, type RematchMoment } from './rematch-news.js';

const NAMES = ['Blue', 'Red'] as const;
const nobody: RematchMoment = { wanted: [false, false], next: null };
const blueWants: RematchMoment = { wanted: [true, false], next: null };
const agreed: RematchMoment = { wanted: [true, true], next: 'R-2' };

describe('rematchChange', () => {
  it('tells the other player that one is wanted, and how to accept it', () => {
    expect(rematchChange(nobody, blueWants, NAMES, 1)).toBe('Blue wants a rematch: type rematch to accept.');
  });

  it('says nothing to the player who asked: that was answered where it was typed', () => {
    expect(rematchChange(nobody, blueWants, NAMES, 0)).toBeNull();
  });

  it('tells each player the seat they play in the rematch: the other one', () => {
    expect(rematchChange(blueWants, agreed, NAMES, 0)).toBe('Rematch: you are now Red.');
    expect(rematchChange(blueWants, agreed, NAMES, 1)).toBe('Rematch: you are now Blue.');
  });

  it('tells a spectator who asks, and that the rematch is followed', () => {
    expect(rematchChange(nobody, blueWants, NAMES, null)).toBe('Blue wants a rematch.');
    expect(rematchChange(blueWants, agreed, NAMES, null)).toBe('Both players agreed to a rematch (game R-2): watching it.');
  });

  it('says nothing twice, nor before the end', () => {
    expect(rematchChange(agreed, agreed, NAMES, 0)).toBeNull();
    expect(rematchChange(blueWants, blueWants, NAMES, 1)).toBeNull();
    expect(rematchChange(null, null, NAMES, 1)).toBeNull();
  });
});

describe('rematchAsked and rematchRefusal', () => {
  it('names the player waited for', () => {
    expect(rematchAsked(NAMES, 1)).toBe('You asked for a rematch; waiting for Blue.');
  });

  it('refuses a rematch during a game, and at a game kept here points to n', () => {
    expect(rematchRefusal(true, false)).toBe('A rematch can be asked for once the game is over.');
    expect(rematchRefusal(false, true)).toBe('A rematch is for online games: here n starts a new game.');
    expect(rematchRefusal(false, false)).toContain('here n starts a new game');
  });
});
