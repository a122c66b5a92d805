import { describe, expect, it } from 'vitest';
import { drawOfferChange, drawOfferedTo, type DrawOfferMoment } from './draw-offer-news.js';

const NAMES = ['Blue', 'Red'] as const;
const none: DrawOfferMoment = { offeredBy: null, moves: 4, over: false };
const byBlue: DrawOfferMoment = { offeredBy: 0, moves: 4, over: false };

describe('drawOfferedTo', () => {
  it('tells the seat asked how to answer, and that a move declines', () => {
    expect(drawOfferedTo(NAMES, 1)).toBe('Red offers a draw: type draw to accept, or decline; your move declines it.');
  });
});

describe('drawOfferChange', () => {
  it('tells a spectator of an offer', () => {
    expect(drawOfferChange(none, byBlue, NAMES, [])).toBe('Blue offers a draw.');
  });

  it('says nothing of an offer to a keyboard with either seat: the offerer was answered, the other is told at its prompt', () => {
    expect(drawOfferChange(none, byBlue, NAMES, [0])).toBeNull();
    expect(drawOfferChange(none, byBlue, NAMES, [1])).toBeNull();
    expect(drawOfferChange(none, byBlue, NAMES, [0, 1])).toBeNull();
  });

  it('tells the offerer and spectators of a decline, by the word or by a move', () => {
    expect(drawOfferChange(byBlue, none, NAMES, [0])).toBe('Red declined your draw offer.');
    expect(drawOfferChange(byBlue, { ...none, moves: 5 }, NAMES, [0])).toBe('Red played on, declining your draw offer.');
    expect(drawOfferChange(byBlue, { ...none, moves: 5 }, NAMES, [])).toBe('Red played on, declining the draw offer.');
  });

  it('says nothing to the seat that declined, nor of an offer the game\'s end took away', () => {
    expect(drawOfferChange(byBlue, none, NAMES, [1])).toBeNull();
    expect(drawOfferChange(byBlue, { ...none, over: true }, NAMES, [0])).toBeNull();
    expect(drawOfferChange(byBlue, { ...none, over: true }, NAMES, [])).toBeNull();
  });

  it('says nothing while the offer stands, even across the offerer\'s own move', () => {
    expect(drawOfferChange(byBlue, { ...byBlue, moves: 5 }, NAMES, [])).toBeNull();
  });
});
