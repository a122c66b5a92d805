import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '@tabula/engine-core';
import { randomPosition as randomPlay } from '@tabula/engine-core/testing';
import { checkers61b, type CheckersState } from '@tabula/engine-checkers61b';
import { expectPositionRoundTrip } from '../board-text/position-round-trip.fixture.js';
import { formatMove, parseMove } from './move-text.js';
import { CHECKERS61B_START, formatPosition, parsePosition } from './position-text.js';

/** The position after `plies` random moves from the start, drawn from a seed. */
const randomPosition = (seed: number, plies: number): CheckersState => randomPlay(checkers61b, seed, plies);

/** A fixed pool of positions from random play, so the fuzzers spend their time parsing. */
const POOL: readonly string[] = Array.from({ length: 60 }, (_, i) => formatPosition(randomPosition(1000 + i, (i * 7) % 110)));

const positions = fc.record({ seed: fc.integer({ min: 0, max: 1_000_000 }), plies: fc.integer({ min: 0, max: 120 }) }).map(({ seed, plies }) => randomPosition(seed, plies));

/** Strings near the formats: random text over the formats' alphabet, and single edits of real texts. */
const POSITION_ALPHABET = [...'pPsSbB+/012345678 fwFW9x-'];
const MOVE_ALPHABET = [...'abcdefghijz012345679 -x:X?'];
const mutated = (base: fc.Arbitrary<string>, alphabet: string[]) =>
  fc.tuple(base, fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('insert', 'replace', 'delete')).map(([text, at, ch, edit]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (edit === 'insert') return text.slice(0, i) + ch + text.slice(i);
    if (edit === 'replace') return text.slice(0, i) + ch + text.slice(i + 1);
    return text.slice(0, i) + text.slice(i + 1);
  });

describe('Checkers61b notation properties', () => {
  it('every position reached by random play prints and re-parses to itself', () => {
    fc.assert(
      fc.property(positions, (state) => expectPositionRoundTrip({ formatPosition, parsePosition }, state)),
      { numRuns: 300 },
    );
  });

  it("every legal move's text parses back to that move, in upper case too", () => {
    fc.assert(
      fc.property(positions, (state) => {
        for (const move of checkers61b.legalMoves(state)) {
          const text = formatMove(state, move);
          expect(unwrap(parseMove(state, text))).toEqual(move);
          expect(unwrap(parseMove(state, text.toUpperCase()))).toEqual(move);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('fuzz: 10,000 random and mutated position texts give a result, never a crash or a hang', () => {
    const texts = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.array(fc.constantFrom(...POSITION_ALPHABET), { maxLength: 90 }).map((chars) => chars.join('')),
      mutated(fc.constant(CHECKERS61B_START), POSITION_ALPHABET),
      mutated(fc.constantFrom(...POOL), POSITION_ALPHABET),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const result = parsePosition(text);
        if (result.ok) expect(parsePosition(formatPosition(result.value)).ok).toBe(true);
        else expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('fuzz: 10,000 random and mutated move texts give a legal move or an error value, never a crash', () => {
    const start = checkers61b.start();
    const legalTexts = checkers61b.legalMoves(start).map((move) => formatMove(start, move));
    const texts = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.array(fc.constantFrom(...MOVE_ALPHABET), { maxLength: 30 }).map((chars) => chars.join('')),
      mutated(fc.constantFrom(...legalTexts, 'c3e5g7', 'a1c3e5g7'), MOVE_ALPHABET),
    );
    const legal = new Set(legalTexts);
    fc.assert(
      fc.property(texts, (text) => {
        const result = parseMove(start, text);
        if (result.ok) expect(legal.has(formatMove(start, result.value))).toBe(true);
        else expect(result.error.code).toMatch(/^(not-a-move|no-piece|not-your-piece|illegal-move)$/);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
