import { unwrap } from '@tabula/engine-core';
import { randomGame as randomPlay } from '@tabula/engine-core/testing';
import { animalChess, moveText, type AnimalChessState } from '@tabula/engine-animal-chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectPositionRoundTrip } from '../board-text/position-round-trip.fixture.js';
import { ANIMAL_CHESS_START, animalChessNotation as notation } from './index.js';

/** The positions of a seeded random game, `plies` moves long at most. */
const randomGame = (seed: number, plies: number): AnimalChessState[] => randomPlay(animalChess, seed, plies);

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('animal-chess notation properties', () => {
  it('every position reached by random play prints canonically and re-parses to itself', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 120 }), (seed, plies) => {
        for (const state of randomGame(seed, plies)) expectPositionRoundTrip(notation, state);
      }),
      { numRuns: 60 },
    );
  });

  it('every legal move’s text parses back to that move, in any case', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 120 }), (seed, plies) => {
        const states = randomGame(seed, plies);
        const state = states[states.length - 1] as AnimalChessState;
        for (const move of animalChess.legalMoves(state)) {
          const text = notation.formatMove(state, move);
          expect(moveText(unwrap(notation.parseMove(state, text)))).toBe(text);
          expect(moveText(unwrap(notation.parseMove(state, text.toUpperCase())))).toBe(text);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('position text with extra white space parses to the same position', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '\t', '\n', '  '), { minLength: 5, maxLength: 5 }), (gaps) => {
        const [rows, side, hands, number] = ANIMAL_CHESS_START.split(' ');
        const text = `${gaps[0]}${rows}${gaps[1]} ${side}${gaps[2]}${hands} ${gaps[3]}${number}${gaps[4]}`;
        expect(notation.formatPosition(unwrap(notation.parsePosition(text)))).toBe(ANIMAL_CHESS_START);
      }),
    );
  });
});
