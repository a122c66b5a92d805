import { unwrap, type Result } from '@tabula/engine-core';
import { randomPosition as randomPlay } from '@tabula/engine-core/testing';
import { moveText, simpleChess, type SimpleChessState } from '@tabula/engine-simple-chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectPositionRoundTrip } from '../board-text/position-round-trip.fixture.js';
import { SIMPLE_CHESS_START, simpleChessNotation as notation } from './index.js';

/** A position reached from the start by `plies` seeded random moves (fewer if the game ends). */
const randomPosition = (seed: number, plies: number): SimpleChessState => randomPlay(simpleChess, seed, plies);

const positions = fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 160 })).map(([seed, plies]) => randomPosition(seed, plies));

/** A parser's answer is a value: ok, or an error with a code and a message. Never a throw. */
function isAnswer(result: Result<unknown>): boolean {
  return result.ok || (typeof result.error.code === 'string' && result.error.message.length > 0);
}

const FEN_ALPHABET = [...'KQRBNPkqrbnp12345678/ wb-0123456789+x\t'];
const MOVE_ALPHABET = [...'abcdefghi0123456789 -x:=qQO'];

/** A string built from characters the format uses, so the fuzz reaches deep into the parsers. */
function soup(alphabet: readonly string[], maxLength: number) {
  return fc.array(fc.constantFrom(...alphabet), { maxLength }).map((chars) => chars.join(''));
}

/** A valid text with a few characters replaced, inserted or deleted. */
function mutated(texts: fc.Arbitrary<string>, alphabet: readonly string[]) {
  const edit = fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom(...alphabet));
  return fc.tuple(texts, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) =>
    edits.reduce((out, [at, kind, ch]) => {
      const i = out.length === 0 ? 0 : at % out.length;
      if (kind === 'replace') return out.slice(0, i) + ch + out.slice(i + 1);
      if (kind === 'insert') return out.slice(0, i) + ch + out.slice(i);
      return out.slice(0, i) + out.slice(i + 1);
    }, text),
  );
}

describe('simple-chess notation properties', () => {
  it('every position reached by random play prints and re-parses to itself', () => {
    fc.assert(
      fc.property(positions, (state) => expectPositionRoundTrip(notation, state)),
      { numRuns: 200 },
    );
  });

  it('every legal move\'s text parses back to that move', () => {
    fc.assert(
      fc.property(positions, (state) => {
        for (const move of simpleChess.legalMoves(state)) {
          const text = notation.formatMove(state, move);
          expect(text).toBe(moveText(move));
          expect(unwrap(notation.parseMove(state, text))).toEqual(move);
          expect(unwrap(notation.parseMove(state, text.toUpperCase()))).toEqual(move);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('fuzz: 10,000 random and mutated position texts get an answer, never a crash or a hang', () => {
    const fens = fc.constantFrom(SIMPLE_CHESS_START, 'r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 12 40', '8/8/8/3kK3/8/8/8/8 b - - 0 1');
    const inputs = fc.oneof(fc.string({ maxLength: 80 }), soup(FEN_ALPHABET, 80), mutated(fens, FEN_ALPHABET));
    fc.assert(
      fc.property(inputs, (text) => {
        const result = notation.parsePosition(text);
        expect(isAnswer(result)).toBe(true);
        // Whatever parses prints canonically, and the canonical text is a fixed point.
        if (result.ok) expect(notation.formatPosition(unwrap(notation.parsePosition(notation.formatPosition(result.value))))).toBe(notation.formatPosition(result.value));
      }),
      { numRuns: 10_000 },
    );
  });

  it('fuzz: 10,000 random and mutated move texts get an answer, never a crash or a hang', () => {
    const states = [simpleChess.start(), randomPosition(7, 40), randomPosition(8, 90)];
    const texts = fc.constantFrom('e2e4', 'a1xa8', 'E7-E5', 'g1:f3', 'o-o', 'a7a8q');
    const inputs = fc.oneof(fc.string({ maxLength: 40 }), soup(MOVE_ALPHABET, 16), mutated(texts, MOVE_ALPHABET));
    fc.assert(
      fc.property(inputs, fc.nat(states.length - 1), (text, i) => {
        const state = states[i] as SimpleChessState;
        const result = notation.parseMove(state, text);
        expect(isAnswer(result)).toBe(true);
        if (result.ok) expect(simpleChess.legalMoves(state).map(moveText)).toContain(moveText(result.value));
      }),
      { numRuns: 10_000 },
    );
  });
});
