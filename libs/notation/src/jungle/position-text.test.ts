import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@tabula/engine-core';
import { randomGame } from '@tabula/engine-core/testing';
import { jungle, type JungleState } from '@tabula/engine-jungle';
import { formatPosition, parsePosition } from './position-text.js';

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1';

/** Positions reached by seeded random play from the start. */
const randomPositions = (seed: number, plies: number): JungleState[] => randomGame(jungle, seed, plies);

describe('Jungle position text', () => {
  it('prints the start byte-exact to docs/notation.md and parses it back', () => {
    expect(formatPosition(jungle.start())).toBe(START);
    expect(unwrap(parsePosition(START))).toEqual(jungle.start());
  });

  it('is lenient about white space and the case of the side letter, and prints canonically', () => {
    const state = unwrap(parsePosition(`  ${START.replace(' b ', '\t B   ')}\n`));
    expect(formatPosition(state)).toBe(START);
    expect(formatPosition(unwrap(parsePosition('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 12')))).toBe('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 12');
  });

  it('says what is wrong and where', () => {
    const error = (text: string) => {
      const result = parsePosition(text);
      if (result.ok) throw new Error(`${text} parsed`);
      return result.error;
    };
    expect(error('')).toMatchObject({ code: 'parse', where: 'position' });
    expect(error('l5t/1d3c1 b 1')).toMatchObject({ code: 'parse', where: 'field 1', message: 'expected 9 rows (ranks 1 to 9), found 2' });
    expect(error('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5Q b 1')).toMatchObject({ code: 'parse', where: 'field 1, row 9, column 3' });
    expect(error('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T6L b 1')).toMatchObject({ code: 'parse', where: 'field 1, row 9, column 3' });
    expect(error('l5t/1d3c1/r1p1w1e/6/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'parse', where: 'field 1, row 4', message: 'row 4 has 6 squares, expected 7' });
    expect(error('l5t/1d3c1/r1p1w1e/07/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'parse', where: 'field 1, row 4, column 1' });
    expect(error('+l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'parse', where: 'field 1, row 1, column 1' });
    expect(error(START.replace(' b ', ' w '))).toMatchObject({ code: 'parse', where: 'field 2' });
    expect(error(START.replace(' 1', ' 0'))).toMatchObject({ code: 'parse', where: 'field 3' });
    expect(error(`${START} extra`)).toMatchObject({ code: 'parse', where: 'position' });
  });

  it('rejects positions that break an invariant, naming it', () => {
    const error = (text: string) => {
      const result = parsePosition(text);
      if (result.ok) throw new Error(`${text} parsed`);
      return result.error;
    };
    expect(error('l5l/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'invalid-position', message: 'blue has two lions: each side has one of each animal' });
    expect(error('7/7/7/1e5/7/7/7/7/6L b 1')).toMatchObject({ code: 'invalid-position', rule: 'JG-4', where: 'field 1, row 4, column 2' });
    expect(error('l2d2t/7/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'invalid-position', rule: 'JG-2' });
    expect(error('7/7/7/7/7/7/7/7/7 b 1')).toMatchObject({ code: 'invalid-position' });
    expect(error('3D3/7/7/7/7/7/7/7/3d3 b 1')).toMatchObject({ code: 'invalid-position', rule: 'JG-16' });
    // A rat may swim, and a finished game is a position too.
    expect(parsePosition('7/7/7/1r5/7/7/7/7/6L r 5').ok).toBe(true);
    expect(parsePosition('7/7/7/7/7/7/7/7/3d2L r 5').ok).toBe(true);
  });

  it('round-trips every position reached by random play (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 120 }), (seed, plies) => {
        for (const state of randomPositions(seed, plies)) {
          const text = formatPosition(state);
          const parsed = unwrap(parsePosition(text));
          expect(parsed).toEqual(state);
          expect(formatPosition(parsed)).toBe(text);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('fuzz: random and mutated strings give a result, never a crash or a hang', () => {
    const alphabet = 'lLtTeEdDcCrRpPwW0123456789/ +-!xbr\t';
    const mutate = (text: string, edits: readonly [number, number, string][]) => {
      let out = text;
      for (const [at, cut, insert] of edits) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + insert + out.slice(i + cut);
      }
      return out;
    };
    const edit = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 }), fc.string({ maxLength: 3, unit: fc.constantFrom(...alphabet) }));
    const inputs = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 80, unit: fc.constantFrom(...alphabet) }),
      fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => mutate(START, edits)),
    );
    let errors = 0;
    fc.assert(
      fc.property(inputs, (text) => {
        const result = parsePosition(text);
        if (!result.ok) {
          errors++;
          expect(result.error.code === 'parse' || result.error.code === 'invalid-position').toBe(true);
          expect(result.error.message.length).toBeGreaterThan(0);
        } else {
          expect(formatPosition(unwrap(parsePosition(formatPosition(result.value))))).toBe(formatPosition(result.value));
        }
      }),
      { numRuns: 10_000 },
    );
    expect(errors).toBeGreaterThan(9_000);
  }, 60_000);
});
