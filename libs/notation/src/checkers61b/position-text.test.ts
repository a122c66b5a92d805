import { describe, expect, it } from 'vitest';
import { unwrap } from '@tabula/engine-core';
import { checkers61b } from '@tabula/engine-checkers61b';
import { CHECKERS61B_START, formatPosition, parsePosition } from './position-text.js';

describe('Checkers61b position text', () => {
  it('prints the start position byte-exactly and parses it back to the start state', () => {
    expect(formatPosition(checkers61b.start())).toBe(CHECKERS61B_START);
    expect(unwrap(parsePosition(CHECKERS61B_START))).toEqual(checkers61b.start());
  });

  it('accepts any white space between fields and either case for the side, and prints canonically', () => {
    const state = unwrap(parsePosition('  7p/8/8/8/3+b4/2+S5/8/8\tW \n 12 '));
    expect(formatPosition(state)).toBe('7p/8/8/8/3+b4/2+S5/8/8 w 12');
    expect(state.board[27]).toEqual({ owner: 1, kind: 'bomb', king: true }); // d4
  });

  it('CK-6: accepts a position in which one side or nobody has pieces: its game is over', () => {
    expect(checkers61b.status(unwrap(parsePosition('8/8/8/8/8/8/8/8 f 3')))).toMatchObject({ winner: null, reason: 'mutual-destruction' });
    expect(checkers61b.status(unwrap(parsePosition('8/8/8/8/3b4/8/8/8 f 3')))).toMatchObject({ winner: 1, reason: 'all-captured' });
  });

  it('says what is wrong and where', () => {
    const cases: [string, string, string][] = [
      ['', 'parse', 'position'],
      [`${CHECKERS61B_START} extra`, 'parse', 'position'],
      ['8/8/8/8/8/8/8 f 1', 'parse', 'field 1 (rows)'],
      ['8/8/8/8/8/8/8/7 f 1', 'parse', 'field 1, row 8 (rank 1)'],
      ['8/8/8/8/8/8/8/9 f 1', 'parse', 'field 1, row 8 (rank 1), column 1'],
      ['8/8/8/8/8/8/8/P7P f 1', 'parse', 'field 1, row 8 (rank 1), column 3'],
      ['8/8/8/8/8/8/8/07 f 1', 'parse', 'field 1, row 8 (rank 1), column 1'],
      ['8/8/8/2Q5/8/8/8/8 f 1', 'parse', 'field 1, row 4 (rank 5), column 2'],
      ['8/8/8/2+5/8/8/8/8 f 1', 'parse', 'field 1, row 4 (rank 5), column 3'],
      ['8/8/8/8/8/8/8/7+ f 1', 'parse', 'field 1, row 8 (rank 1), column 3'],
      [`${CHECKERS61B_START.replace(' f ', ' x ')}`, 'parse', 'field 2 (side)'],
      [`${CHECKERS61B_START.slice(0, -1)}0`, 'parse', 'field 3 (move number)'],
      [`${CHECKERS61B_START.slice(0, -1)}1.5`, 'parse', 'field 3 (move number)'],
      ['8/8/8/8/8/8/8/1P6 f 1', 'invalid-position', 'field 1, row 8 (rank 1), column 2'],
    ];
    for (const [text, code, where] of cases) {
      expect(parsePosition(text), text).toMatchObject({ ok: false, error: { code, where } });
    }
    expect(parsePosition('8/8/8/2Q5/8/8/8/8 f 1')).toMatchObject({ ok: false, error: { message: "unknown piece letter 'Q' (P, S, B for fire, p, s, b for water)" } });
    expect(parsePosition('8/8/8/8/8/8/8/1P6 f 1')).toMatchObject({
      ok: false,
      error: { message: 'a piece on b1, an unused square: pieces stand only on squares whose file and rank are both odd or both even' },
    });
  });

  it('CK-4: refuses a plain piece on its crowning rank (it would be a king) and accepts the king', () => {
    expect(parsePosition('1P6/8/8/8/8/8/8/6p1 f 1')).toMatchObject({
      ok: false,
      error: { code: 'invalid-position', rule: 'CK-4', message: "CK-4: the fire pawn on b8 stands on its crowning rank, so it is a king: write '+P'" },
    });
    expect(parsePosition('8/8/8/8/8/8/8/6p1 f 1')).toMatchObject({ ok: false, error: { rule: 'CK-4' } });
    expect(formatPosition(unwrap(parsePosition('1+P6/8/8/8/8/8/8/6+p1 f 1')))).toBe('1+P6/8/8/8/8/8/8/6+p1 f 1');
  });
});
