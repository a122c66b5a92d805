import { createRng, unwrap } from '@tabula/engine-core';
import { stratego } from '@tabula/engine-stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPosition, parseMove, parsePosition, parseSetup } from './index.js';

const START = formatPosition(stratego.start(createRng(4)));
const SETUP = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const ALPHABET = 'MGOJPLTNSYBFXmgojpltnsybfx0123456789/!* \t-:abcdefghijk\n';

/** Random strings from a Stratego-ish alphabet, and mutations (replace, insert, delete, duplicate) of a good text. */
function texts(good: string) {
  const char = fc.constantFrom(...ALPHABET.split(''));
  const random = fc.array(char, { maxLength: 120 }).map((chars) => chars.join(''));
  const mutated = fc
    .tuple(fc.array(fc.tuple(fc.nat(4), fc.nat(good.length + 5), char), { minLength: 1, maxLength: 4 }))
    .map(([edits]) => {
      let text = good;
      for (const [kind, at, c] of edits) {
        const i = at % (text.length + 1);
        if (kind === 0) text = text.slice(0, i) + c + text.slice(i + 1);
        else if (kind === 1) text = text.slice(0, i) + c + text.slice(i);
        else if (kind === 2) text = text.slice(0, i) + text.slice(i + 1);
        else if (kind === 3) text = text.slice(0, i) + text.slice(i, i + 8) + text.slice(i);
        else text = text.slice(0, i);
      }
      return text;
    });
  return fc.oneof(random, mutated, fc.string({ maxLength: 60 }));
}

/** A parse either succeeds or fails with a coded, worded error — never a throw. */
function expectResult(run: () => { ok: boolean; error?: { code: string; message: string } }) {
  const result = run();
  if (!result.ok) {
    expect(result.error?.code).toBeTruthy();
    expect(result.error?.message).toBeTruthy();
  }
}

describe('stratego parsers under fuzzing', () => {
  it('parsePosition survives 10,000 random and mutated texts; what it accepts prints canonically', () => {
    fc.assert(
      fc.property(texts(START), (text) => {
        const parsed = parsePosition(text);
        expectResult(() => parsed);
        if (parsed.ok) expect(unwrap(parsePosition(formatPosition(parsed.value))).board).toEqual(parsed.value.board);
      }),
      { numRuns: 10_000, seed: 1 },
    );
  });

  it('parseMove survives 10,000 random and mutated texts', () => {
    const state = unwrap(parsePosition(START));
    fc.assert(
      fc.property(texts('a4a5'), (text) => expectResult(() => parseMove(state, text))),
      { numRuns: 10_000, seed: 2 },
    );
  });

  it('parseSetup survives 10,000 random and mutated texts', () => {
    fc.assert(
      fc.property(texts(SETUP), fc.constantFrom<0 | 1>(0, 1), (text, player) => expectResult(() => parseSetup(text, player))),
      { numRuns: 10_000, seed: 3 },
    );
  });
});
