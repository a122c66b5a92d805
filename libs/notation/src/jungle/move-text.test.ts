import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, unwrap } from '@tabula/engine-core';
import { jungle, type JungleState } from '@tabula/engine-jungle';
import { formatMove, parseMove } from './move-text.js';
import { parsePosition } from './position-text.js';

const start = jungle.start();

function error(state: JungleState, text: string) {
  const result = parseMove(state, text);
  if (result.ok) throw new Error(`${text} parsed`);
  return result.error;
}

describe('Jungle move text', () => {
  it('prints the two squares in lower case and accepts upper case and separators', () => {
    const move = unwrap(parseMove(start, 'a3a4'));
    expect(formatMove(start, move)).toBe('a3a4');
    for (const text of ['A3A4', 'a3 a4', ' A3-A4 ', 'a3xa4', 'a3:a4', 'a3 - a4']) {
      expect(unwrap(parseMove(start, text))).toEqual(move);
    }
  });

  it('says why a text is not a legal move', () => {
    expect(error(start, 'hello')).toMatchObject({ code: 'not-a-move' });
    expect(error(start, 'a3')).toMatchObject({ code: 'not-a-move' });
    expect(error(start, 'h3h4')).toMatchObject({ code: 'not-a-move', where: 'first square' });
    expect(error(start, 'a9a10')).toMatchObject({ code: 'not-a-move', where: 'second square' });
    expect(error(start, 'd4d5')).toMatchObject({ code: 'no-piece', message: 'there is no piece on d4' });
    expect(error(start, 'a7a6')).toMatchObject({ code: 'not-your-piece' });
    expect(error(start, 'b2b4')).toMatchObject({ code: 'illegal-move', rule: 'JG-1' });
    expect(error(start, 'c3c4')).toMatchObject({ code: 'illegal-move', rule: 'JG-4', message: 'JG-4: only the rat may enter water' });
    const picture = unwrap(parsePosition('6e/d6/7/7/2rl3/7/7/7/6L b 1'));
    expect(error(picture, 'd5a5')).toMatchObject({ code: 'illegal-move', rule: 'JG-7' });
    expect(formatMove(picture, unwrap(parseMove(picture, 'D5G5')))).toBe('d5g5');
    const won = unwrap(parsePosition('6e/c6/7/7/7/7/7/7/3d2L r 3'));
    expect(error(won, 'g9g8')).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });

  it('every legal move text parses back to that move (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRng(seed);
        let state = jungle.start();
        for (let ply = 0; ply < 60; ply++) {
          const moves = jungle.legalMoves(state);
          if (moves.length === 0) break;
          for (const move of moves) {
            const text = formatMove(state, move);
            expect(text).toBe(jungle.moveKey(move));
            expect(unwrap(parseMove(state, text))).toEqual(move);
            expect(unwrap(parseMove(state, text.toUpperCase()))).toEqual(move);
          }
          state = unwrap(jungle.play(state, rng.pick(moves)));
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('fuzz: random and mutated strings give a result, never a crash or a hang', () => {
    const alphabet = 'abcdefghxyzABG0123456789 -x:\t';
    const inputs = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ maxLength: 12, unit: fc.constantFrom(...alphabet) }),
      fc.tuple(fc.constantFrom('a3a4', 'c3c4', 'g3g4', 'b2b3', 'a1b1'), fc.nat(), fc.string({ maxLength: 2, unit: fc.constantFrom(...alphabet) })).map(
        ([text, at, insert]) => text.slice(0, at % 5) + insert + text.slice((at % 5) + 1),
      ),
    );
    fc.assert(
      fc.property(inputs, (text) => {
        const result = parseMove(start, text);
        if (result.ok) expect(jungle.legalMoves(start).map((m) => jungle.moveKey(m))).toContain(jungle.moveKey(result.value));
        else expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
