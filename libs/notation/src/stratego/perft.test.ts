import { readFileSync } from 'node:fs';
import { genericPerft, unwrap } from '@tabula/engine-core';
import { perftFixtures } from '@tabula/engine-core/testing';
import { decodePiece, stratego, type StrategoState } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from './position-text.js';

// The fixtures live with the engine, in position text, which the engine project cannot parse; they
// are test data read by path, not an import of the engine's sources.
const fixtures = perftFixtures<{ readonly covers: string }>(
  JSON.parse(readFileSync(new URL('../../../engine/stratego/src/__fixtures__/perft.json', import.meta.url), 'utf8')),
);

/**
 * An independent reference counter written straight from docs/rules.md §4 in another shape than the
 * engine: a 10×10 grid of [owner, rank letter] pairs, every destination square tried against the
 * rules, combat by a table of its own. It shares nothing with the engine but the parsed position.
 */
type Cell = readonly [owner: number, letter: string] | null;
const LAKE = (f: number, r: number) => (r === 4 || r === 5) && (f === 2 || f === 3 || f === 6 || f === 7);
const STRENGTH: Record<string, number> = { M: 10, G: 9, O: 8, J: 7, P: 6, L: 5, T: 4, N: 3, S: 2, Y: 1 };

function grid(state: StrategoState): Cell[][] {
  return Array.from({ length: 10 }, (_, r) =>
    Array.from({ length: 10 }, (_, f) => {
      const code = state.board[r * 10 + f];
      if (!code) return null;
      const piece = decodePiece(code);
      return [piece.owner, code.replace(/[!*]/g, '').toUpperCase()] as const;
    }),
  );
}

function referenceMoves(cells: Cell[][], side: number): [number, number, number, number][] {
  const moves: [number, number, number, number][] = [];
  for (let r = 0; r < 10; r++) {
    for (let f = 0; f < 10; f++) {
      const piece = cells[r]![f];
      if (!piece || piece[0] !== side || piece[1] === 'B' || piece[1] === 'F') continue;
      for (let r2 = 0; r2 < 10; r2++) {
        for (let f2 = 0; f2 < 10; f2++) {
          if ((r2 === r) === (f2 === f) || LAKE(f2, r2)) continue;
          const distance = Math.abs(r2 - r) + Math.abs(f2 - f);
          if (distance > 1 && piece[1] !== 'S') continue;
          let clear = true;
          for (let k = 1; k < distance; k++) {
            const rr = r + Math.sign(r2 - r) * k;
            const ff = f + Math.sign(f2 - f) * k;
            if (cells[rr]![ff] || LAKE(ff, rr)) clear = false;
          }
          const target = cells[r2]![f2];
          if (!clear || (target && (target[0] === side || distance > 1))) continue;
          moves.push([r, f, r2, f2]);
        }
      }
    }
  }
  return moves;
}

function referencePerft(cells: Cell[][], side: number, depth: number): number {
  const moves = referenceMoves(cells, side);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const [r, f, r2, f2] of moves) {
    const attacker = cells[r]![f]!;
    const defender = cells[r2]![f2];
    if (defender?.[1] === 'F') continue; // game over: no leaves below
    const next = cells.map((row) => row.slice());
    next[r]![f] = null;
    if (!defender) next[r2]![f2] = attacker;
    else if (defender[1] === 'B') next[r2]![f2] = attacker[1] === 'N' ? attacker : null;
    else if (attacker[1] === 'Y' && defender[1] === 'M') next[r2]![f2] = attacker;
    else {
      const a = STRENGTH[attacker[1]]!;
      const d = STRENGTH[defender[1]]!;
      next[r2]![f2] = a > d ? attacker : a < d ? defender : null;
    }
    total += referencePerft(next, 1 - side, depth - 1);
  }
  return total;
}

describe('stratego perft fixtures', () => {
  it('has the start and at least six special positions, each counted to depth ≥ 3', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    for (const fixture of fixtures) expect(fixture.counts.length).toBeGreaterThanOrEqual(3);
  });

  it('counts the reference start 9, 75, 922 as the issue gives them', () => {
    const start = fixtures.find((fixture) => fixture.name === 'reference-start')!;
    expect(start.counts.slice(0, 3)).toEqual([9, 75, 922]);
  });

  for (const fixture of fixtures) {
    describe(fixture.name, () => {
      const state = unwrap(parsePosition(fixture.position));

      it('is canonical position text', () => {
        expect(formatPosition(state)).toBe(fixture.position);
      });

      it('fast perft gives every count', () => {
        fixture.counts.forEach((count, i) => expect(stratego.perft!(state, i + 1)).toBe(count));
      });

      it('genericPerft and an independent reference generator agree to depth 3', () => {
        for (let depth = 1; depth <= 3; depth++) {
          expect(genericPerft(stratego, state, depth)).toBe(fixture.counts[depth - 1]);
          expect(referencePerft(grid(state), state.toMove, depth)).toBe(fixture.counts[depth - 1]);
        }
      });
    });
  }
});
