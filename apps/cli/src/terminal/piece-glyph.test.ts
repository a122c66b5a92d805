import { describe, expect, it } from 'vitest';
import { drawsInOwnColours, HIDDEN_BACK, pieceGlyph, pieceMark, sideMarks } from './piece-glyph.js';

const piece = { owner: 1, kind: 'chick', name: 'promoted chick', letter: '+h', symbol: '🐓', promoted: true } as const;

describe('pieceGlyph', () => {
  it('takes the symbol or the letter, its notation mark moved to the mark column', () => {
    expect(pieceGlyph(piece, 'symbols')).toBe('🐓');
    expect(pieceGlyph(piece, 'letters')).toBe('h');
    expect(pieceMark(piece)).toBe('+');
  });

  it('draws an unknown Stratego piece as a back among symbols and as its letter among letters (ST-9)', () => {
    const hidden = { owner: 1, kind: 'unknown', name: 'blue unknown piece', letter: 'x', symbol: 'x' } as const;
    expect(pieceGlyph(hidden, 'symbols')).toBe(HIDDEN_BACK);
    expect(pieceGlyph(hidden, 'letters')).toBe('x');
  });
});

describe('drawsInOwnColours', () => {
  it('is true of emoji only: letters, chess symbols and CJK characters take the side colour', () => {
    expect(drawsInOwnColours('🦁')).toBe(true);
    expect(['P', '♔', '象', HIDDEN_BACK].map(drawsInOwnColours)).toEqual([false, false, false, false]);
  });
});

describe('sideMarks', () => {
  it("takes the seats' initials, or 1 and 2 when they are the same", () => {
    expect(sideMarks(['North', 'South'])).toEqual(['N', 'S']);
    expect(sideMarks(['Blue', 'Red'])).toEqual(['B', 'R']);
    expect(sideMarks(['Black', 'Blue'])).toEqual(['1', '2']);
    expect(sideMarks(['', 'Red'])).toEqual(['1', '2']);
  });
});
