import { unwrap } from '@tabula/engine-core';
import { animalChess, moveText } from '@tabula/engine-animal-chess';
import { describe, expect, it } from 'vitest';
import { animalChessNotation as notation } from './index.js';

const start = animalChess.start();
const withHands = unwrap(notation.parsePosition('CGLGC/5/1HHH1/1hh2/5/cglgc 0 H 1'));
const text = (state: typeof start, input: string) => {
  const result = notation.parseMove(state, input);
  return result.ok ? moveText(result.value) : result.error;
};

describe('animal-chess move text', () => {
  it('prints board moves as two squares and drops as H*c4', () => {
    expect(animalChess.legalMoves(start).map((m) => notation.formatMove(start, m))).toEqual([
      'a1a2', 'a1b2', 'b1b2', 'b3b4', 'c1b2', 'c1c2', 'c1d2', 'c3c4', 'd1d2', 'd3d4', 'e1d2', 'e1e2',
    ]);
    expect(animalChess.legalMoves(withHands).map((m) => notation.formatMove(withHands, m))).toContain('H*d4');
  });

  it('reads upper case, spaces and the separators - x :', () => {
    for (const input of ['c3c4', 'C3C4', 'c3-c4', 'c3xc4', 'C3 X C4', 'c3:c4', ' c3 c4 ']) expect(text(start, input)).toBe('c3c4');
    for (const input of ['H*d4', 'h*D4', 'H * d4']) expect(text(withHands, input)).toBe('H*d4');
  });

  it('returns a move that legalMoves lists', () => {
    const parsed = unwrap(notation.parseMove(start, 'c3c4'));
    expect(animalChess.legalMoves(start)).toContainEqual(parsed);
  });

  it('says when a text is not a move at all, and why', () => {
    expect(text(start, 'hello')).toMatchObject({ code: 'not-a-move', message: expect.stringContaining('expected a board move like c3c4') });
    expect(text(start, 'c3f4')).toMatchObject({ code: 'not-a-move', message: expect.stringContaining("'f4' is not a square") });
    expect(text(start, 'c3c7')).toMatchObject({ code: 'not-a-move' });
    expect(text(start, 'Z*c4')).toMatchObject({ code: 'not-a-move', message: expect.stringContaining("'Z' is not a piece letter") });
    expect(text(start, '')).toMatchObject({ code: 'not-a-move' });
  });

  it('says no piece, not your piece, or which rule forbids the move', () => {
    expect(text(start, 'c2c3')).toMatchObject({ code: 'no-piece', message: 'no piece on c2' });
    expect(text(start, 'c4c3')).toMatchObject({ code: 'not-your-piece' });
    expect(text(start, 'c3c2')).toMatchObject({ code: 'illegal-move', rule: 'AC-1' });
    expect(text(start, 'b1c1')).toMatchObject({ code: 'illegal-move', rule: 'AC-2' });
    expect(text(start, 'H*c4')).toMatchObject({ code: 'illegal-move', rule: 'AC-4' });
    expect(text(withHands, 'H*c4')).toMatchObject({ code: 'illegal-move', rule: 'AC-4', message: expect.stringContaining('empty square') });
    expect(text(withHands, 'L*d4')).toMatchObject({ code: 'illegal-move', rule: 'AC-6' });
    const over = unwrap(notation.parsePosition('2L2/5/5/5/5/5 1 - 9'));
    expect(text(over, 'c1c2')).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });
});
