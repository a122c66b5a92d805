import { createRng, type Result } from '@tabula/engine-core';
import { animalChess } from '@tabula/engine-animal-chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANIMAL_CHESS_START, animalChessNotation as notation } from './index.js';

/** Characters the parsers care about, so that random strings get deep into them. */
const ALPHABET = 'LGCHlgch+/-*0123456789abcdefx: \t'.split('');
const near = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((chars) => chars.join(''));
const anyText = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), near);

/** Mutates a valid text: replace, insert or delete a few characters. */
const mutated = (base: string) =>
  fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom(...ALPHABET, 'Z', '\u0000', '9')), { minLength: 1, maxLength: 4 }).map((edits) => {
    let text = base;
    for (const [at, kind, ch] of edits) {
      const i = at % (text.length + 1);
      if (kind === 'replace') text = text.slice(0, i) + ch + text.slice(i + 1);
      else if (kind === 'insert') text = text.slice(0, i) + ch + text.slice(i);
      else text = text.slice(0, i) + text.slice(i + 1);
    }
    return text;
  });

const positions = ['CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 1', 'L2+c1/1+H3/2G2/5/1+h3/+C3l 1 - 7', '2L2/5/5/5/5/2l2 0 2G2C2H2g2c2h 1'];

/** A result is either a value or a well-formed error: never a throw. */
function wellFormed(result: Result<unknown>): boolean {
  return result.ok || (typeof result.error.code === 'string' && result.error.message.length > 0);
}

describe('animal-chess parser fuzzing', () => {
  it('parsePosition never throws on 10,000 random and mutated strings, and what it accepts round-trips', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, ...positions.map(mutated)), (text) => {
        const result = notation.parsePosition(text);
        expect(wellFormed(result)).toBe(true);
        if (result.ok) {
          const canonical = notation.formatPosition(result.value);
          const again = notation.parsePosition(canonical);
          expect(again.ok && notation.formatPosition(again.value)).toBe(canonical);
          animalChess.legalMoves(result.value);
          animalChess.status(result.value);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('parseMove never throws on 10,000 random and mutated strings, and what it accepts is legal', () => {
    const rng = createRng(7);
    let state = animalChess.start();
    const states = [state];
    for (let i = 0; i < 40; i++) {
      const moves = animalChess.legalMoves(state);
      if (moves.length === 0) break;
      const next = animalChess.play(state, rng.pick(moves));
      if (!next.ok) break;
      state = next.value;
      states.push(state);
    }
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), fc.oneof(anyText, mutated('c3c4'), mutated('H*c4'), mutated('b1-b2')), (index, text) => {
        const at = states[index] as typeof state;
        const result = notation.parseMove(at, text);
        expect(wellFormed(result)).toBe(true);
        if (result.ok) expect(animalChess.legalMoves(at)).toContainEqual(result.value);
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps the start text valid (the mutations start from real positions)', () => {
    expect(notation.parsePosition(ANIMAL_CHESS_START).ok).toBe(true);
  });
});
