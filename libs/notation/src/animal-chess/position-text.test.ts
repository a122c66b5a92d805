import { unwrap } from '@tabula/engine-core';
import { animalChess, animalChessBoard as board } from '@tabula/engine-animal-chess';
import { describe, expect, it } from 'vitest';
import { ANIMAL_CHESS_START, animalChessNotation as notation } from './index.js';

const parse = (text: string) => notation.parsePosition(text);

describe('animal-chess position text', () => {
  it('prints the start position byte for byte and parses it back to the start state', () => {
    expect(notation.formatPosition(animalChess.start())).toBe('CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 1');
    expect(unwrap(parse(ANIMAL_CHESS_START))).toEqual(animalChess.start());
  });

  it('writes hands as G C H with counts only above 1, player 0 first (docs/notation.md example C2Hg)', () => {
    const state = unwrap(parse('2L2/5/5/5/5/2l2 1 C2Hg 3'));
    expect(state.hands).toEqual([
      { giraffe: 0, cat: 1, chick: 2 },
      { giraffe: 1, cat: 0, chick: 0 },
    ]);
    expect(state.toMove).toBe(1);
    expect(state.moveNumber).toBe(3);
    expect(notation.formatPosition(state)).toBe('2L2/5/5/5/5/2l2 1 C2Hg 3');
  });

  it('reads leniently: any white space between fields, hand kinds in any order, repeats and explicit 1s', () => {
    const state = unwrap(parse('  2L2/5/5/5/5/2l2 \t 1\n gH1CH   3 '));
    expect(notation.formatPosition(state)).toBe('2L2/5/5/5/5/2l2 1 C2Hg 3');
  });

  it('reads promoted pieces and ranks top to bottom from rank 1', () => {
    const state = unwrap(parse('L3+c/5/5/5/5/+H3l 0 - 1'));
    expect(state.board[board.parse('a1')]).toEqual({ owner: 0, kind: 'lion', promoted: false });
    expect(state.board[board.parse('e1')]).toEqual({ owner: 1, kind: 'cat', promoted: true });
    expect(state.board[board.parse('a6')]).toEqual({ owner: 0, kind: 'chick', promoted: true });
  });

  it('accepts a position whose lion has been taken: the game is over', () => {
    const state = unwrap(parse('2L2/5/5/5/5/5 1 G 9'));
    expect(animalChess.status(state)).toEqual({ kind: 'over', winner: 0, reason: 'lion-captured' });
  });

  it.each([
    ['', 'expected 4 fields', 'position'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 1', 'expected 4 fields', 'position'],
    ['CGLGC/5/1HHH1/1hhh1/5 0 - 1', 'expected 6 rows', 'field 1 (rows)'],
    ['CGLGC/5/1HHH1/1hhh/5/cglgc 0 - 1', 'row 4 has 4 cells', 'field 1 (rows), row 4'],
    ['CGLGC/6/1HHH1/1hhh1/5/cglgc 0 - 1', 'more than 5 cells', 'field 1 (rows), row 2, column 1'],
    ['CGLGC/5/1HXH1/1hhh1/5/cglgc 0 - 1', "unknown piece letter 'X'", 'field 1 (rows), row 3, column 3'],
    ['CGLGC/5/1HHH1/1hhh1/5/cg+lgc 0 - 1', "only chicks and cats promote", 'field 1 (rows), row 6, column 3'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc+ 0 - 1', "'+' must be followed", 'field 1 (rows), row 6, column 6'],
    ['CGLGC/5/1HHH1/1hhh1/0/cglgc 0 - 1', 'a run of 0', 'field 1 (rows), row 5, column 1'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 2 - 1', 'side to move must be 0 or 1', 'field 2 (side)'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 L 1', 'a lion is never in a hand', 'field 3 (hands), character 1'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 +H 1', 'never promoted', 'field 3 (hands), character 1'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 G0h 1', 'a count of 0', 'field 3 (hands), character 2'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 H2 1', 'not followed by a piece letter', 'field 3 (hands), character 2'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 0', 'move number', 'field 4 (move number)'],
    ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - x', 'move number', 'field 4 (move number)'],
  ])('refuses %j, saying what (%s) and where (%s)', (text, what, where) => {
    const result = parse(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('parse');
    expect(result.error.message).toContain(what);
    expect(result.error.where).toBe(where);
  });

  it.each([
    ['LL3/5/5/5/5/2l2 0 - 1', 'two lions for player 0'],
    ['5/5/5/5/5/5 0 - 1', 'no lion'],
    ['2L2/5/5/5/5/2l2 0 4H3h 1', 'the set has 6'],
    ['GGLGG/5/5/5/5/2l2 0 g 1', 'the set has 4'],
  ])('refuses %j, which breaks an invariant (%s)', (text, what) => {
    const result = parse(text);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-position' } });
    if (!result.ok) expect(result.error.message).toContain(what);
  });
});
