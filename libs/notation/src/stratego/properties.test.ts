import { type Viewer } from '@tabula/engine-core';
import { randomPosition as randomPlay } from '@tabula/engine-core/testing';
import { stratego, type StrategoState } from '@tabula/engine-stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, parseMove, parsePosition } from './index.js';

/** A position reached by random play from a random start. */
const randomPosition = (seed: number, plies: number): StrategoState => randomPlay(stratego, seed, plies);

describe('stratego text properties', () => {
  it('every position reached by random play, and every view of it, prints and re-parses to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(300), fc.constantFrom<Viewer>(0, 1, 'spectator'), (seed, plies, viewer) => {
        const state = randomPosition(seed, plies);
        const text = formatPosition(state);
        const parsed = parsePosition(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(formatPosition(parsed.value)).toBe(text);
        expect(parsed.value.captured).toEqual(state.captured);
        const viewText = formatPosition(stratego.view(state, viewer));
        const parsedView = parsePosition(viewText);
        expect(parsedView.ok && formatPosition(parsedView.value)).toBe(viewText);
      }),
      { numRuns: 150, seed: 61 },
    );
  });

  it('every legal move’s text parses back to that move, also from the mover’s view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(200), (seed, plies) => {
        const state = randomPosition(seed, plies);
        const view = stratego.view(state, state.toMove);
        for (const move of stratego.legalMoves(state)) {
          const text = formatMove(state, move);
          for (const variant of [text, text.toUpperCase(), `${text.slice(0, text.search(/[a-j]\d+$/))}-${text.slice(text.search(/[a-j]\d+$/))}`]) {
            const parsed = parseMove(state, variant);
            expect(parsed.ok && stratego.moveKey(parsed.value)).toBe(text);
            const fromView = parseMove(view, variant);
            expect(fromView.ok && stratego.moveKey(fromView.value)).toBe(text);
          }
        }
      }),
      { numRuns: 150, seed: 62 },
    );
  });
});
