import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTag, parseTagLine } from './tag-text.js';

const NAME_CHARS = [...'ABCXYZabcxyz0189_'];
/** One-line values, rich in the characters a tag line must escape or could trip over. */
const VALUE = fc
  .string({ unit: fc.oneof(fc.constantFrom('"', '\\', ' ', '\t', ']', '\u2028', 'é'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) })
  .filter((value) => !/[\r\n]/.test(value));

describe('record tag lines', () => {
  it('escape backslashes and quotes in values, and read them back', () => {
    expect(formatTag('Player0', 'Ann "the Rat" \\o/')).toBe('[Player0 "Ann \\"the Rat\\" \\\\o/"]');
    const read = parseTagLine('[Player0 "Ann \\"the Rat\\" \\\\o/"]', 1);
    expect(read.ok && read.value).toEqual(['Player0', 'Ann "the Rat" \\o/']);
  });

  it('round-trip any one-line value', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...NAME_CHARS), minLength: 1, maxLength: 12 }), VALUE, (name, value) => {
        const read = parseTagLine(formatTag(name, value), 1);
        expect(read.ok && read.value).toEqual([name, value]);
      }),
      { numRuns: 300, seed: 71 },
    );
  });

  it('are read with any white space around their parts', () => {
    const read = parseTagLine('  [ Date\t  "2025.01.02" ]  ', 4);
    expect(read.ok && read.value).toEqual(['Date', '2025.01.02']);
  });

  it('refuse a malformed line, naming it', () => {
    for (const line of ['[Date 2025]', '[Date "2025"', 'Date "2025"]', '[ "2025"]', '[Date "a"b"]', '[Da-te "x"]']) {
      const read = parseTagLine(line, 3);
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect(read.error.code).toBe('parse');
      expect(read.error.where).toBe('line 3');
      expect(read.error.message).toMatch(/^line 3/);
    }
  });

  it('refuse a backslash that escapes neither \\ nor "', () => {
    const read = parseTagLine('[Event "tab\\there"]', 2);
    expect(!read.ok && read.error.message).toBe('line 2: \'\\t\' is no escape; a tag value escapes only \\ and "');
  });

  it('cannot write a value that would break the line, nor a name PGN does not allow', () => {
    expect(() => formatTag('Event', 'two\nlines')).toThrow(/line break/);
    expect(() => formatTag('My Tag', 'x')).toThrow(/letters, digits and underscores/);
  });
});
