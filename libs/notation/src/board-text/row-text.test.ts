import { err, ok, type Result } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { formatRow, readRow, type RowGrammar } from './row-text.js';

describe('formatRow', () => {
  it('writes pieces and runs of empty cells as decimal lengths', () => {
    expect(formatRow(['a', null, null, 'B', null])).toBe('a2B1');
    expect(formatRow([null, null, null, null, null, null, null, null, null, null])).toBe('10');
    expect(formatRow(['+H', '!S', null])).toBe('+H!S1');
    expect(formatRow([])).toBe('');
  });
});

/** A row grammar of single-letter pieces, `width` cells wide, that may refuse a zero run; it notes each piece read. */
function letters(width: number, read: string[] = [], text = ''): RowGrammar {
  return {
    width,
    refuseRun: (digits, at) => (Number(digits) === 0 ? err({ code: 'parse', message: `empty run '${digits}' at ${at}` }) : undefined),
    tooLong: (at) => err({ code: 'parse', message: `too long at ${at}` }),
    readPiece(at: number, file: number): Result<number> {
      const piece = text[at] as string;
      if (!/[a-z]/i.test(piece)) return err({ code: 'parse', message: `'${piece}' at ${at} is no piece` });
      if (file >= width) return err({ code: 'parse', message: `too long at ${at}` });
      read.push(`${piece}@${file}`);
      return ok(at + 1);
    },
  };
}

describe('readRow', () => {
  const read = (text: string, width: number, pieces: string[] = []) => readRow(text, letters(width, pieces, text));

  it('reads pieces and decimal runs into cells, and says how many the row holds (the reverse of formatRow)', () => {
    const pieces: string[] = [];
    expect(read('a2B1', 5, pieces)).toEqual(ok(5));
    expect(pieces).toEqual(['a@0', 'B@3']);
    expect(read('10', 12)).toEqual(ok(10));
    expect(read('3', 5)).toEqual(ok(3));
    expect(read('', 5)).toEqual(ok(0));
  });

  it('leaves the game to refuse runs, too-long rows and what is not a piece, with its own words', () => {
    expect(read('a0b', 5)).toEqual(err({ code: 'parse', message: "empty run '0' at 1" }));
    expect(read('a5', 5)).toEqual(err({ code: 'parse', message: 'too long at 1' }));
    expect(read('4ab', 5)).toEqual(err({ code: 'parse', message: 'too long at 2' }));
    expect(read('a?', 5)).toEqual(err({ code: 'parse', message: "'?' at 1 is no piece" }));
    // A run of three or more digits is too long for any board, whatever it says.
    expect(read('001', 200)).toEqual(err({ code: 'parse', message: 'too long at 0' }));
  });
});
