import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { genericPerft, unwrap } from '@tabula/engine-core';
import { perftFixtures } from '@tabula/engine-core/testing';
import { jungle, type JungleState } from '@tabula/engine-jungle';
import { formatPosition, parsePosition } from './position-text.js';

// The fixtures live with the engine, in position text, which the engine project cannot parse; they are
// test data read by path, not an import of the engine's sources.
const fixtures = {
  positions: perftFixtures<{ readonly rules: readonly string[] }>(
    JSON.parse(readFileSync(new URL('../../../engine/jungle/src/__fixtures__/perft.json', import.meta.url), 'utf8')),
  ),
};

/**
 * An independent reference move generator written straight from docs/rules.md §3, in another shape than
 * the engine (every destination square is tried against the rules, no direction or jump tables), so
 * that the perft counts are not just the engine agreeing with itself.
 */
const WATER = (f: number, r: number) => (f === 1 || f === 2 || f === 4 || f === 5) && r >= 3 && r <= 5;
const DEN_OF = (f: number, r: number) => (f === 3 && r === 0 ? 0 : f === 3 && r === 8 ? 1 : -1);
const TRAP_OF = (f: number, r: number) =>
  (r === 0 && (f === 2 || f === 4)) || (r === 1 && f === 3) ? 0 : (r === 8 && (f === 2 || f === 4)) || (r === 7 && f === 3) ? 1 : -1;
const RANK = 'RCDWPTLE';

interface Piece { owner: 0 | 1; rank: number }
type Grid = (Piece | null)[][]; // grid[f][r]

function toGrid(state: JungleState): Grid {
  const grid: Grid = Array.from({ length: 7 }, () => Array<Piece | null>(9).fill(null));
  state.cells.forEach((letter, i) => {
    if (letter) (grid[i % 7] as (Piece | null)[])[Math.floor(i / 7)] = { owner: letter === letter.toLowerCase() ? 0 : 1, rank: RANK.indexOf(letter.toUpperCase()) + 1 };
  });
  return grid;
}

const at = (g: Grid, f: number, r: number) => (g[f] as (Piece | null)[])[r] ?? null;

function over(g: Grid): boolean {
  const blueInRed = at(g, 3, 8);
  const redInBlue = at(g, 3, 0);
  if ((blueInRed && blueInRed.owner === 0) || (redInBlue && redInBlue.owner === 1)) return true;
  const owners = new Set(g.flat().filter((p): p is Piece => p !== null).map((p) => p.owner));
  return owners.size < 2;
}

function legal(g: Grid, side: 0 | 1, f1: number, r1: number, f2: number, r2: number): boolean {
  const p = at(g, f1, r1) as Piece;
  if (DEN_OF(f2, r2) === side) return false;
  const dist = Math.abs(f2 - f1) + Math.abs(r2 - r1);
  if (dist === 1) {
    if (WATER(f2, r2) && p.rank !== 1) return false;
  } else {
    if (p.rank !== 6 && p.rank !== 7) return false;
    if (f1 !== f2 && r1 !== r2) return false;
    if (WATER(f1, r1) || WATER(f2, r2)) return false;
    const between: [number, number][] = [];
    for (let k = 1; k < dist; k++) between.push([f1 + Math.sign(f2 - f1) * k, r1 + Math.sign(r2 - r1) * k]);
    if (!between.every(([f, r]) => WATER(f, r) && at(g, f, r) === null)) return false;
  }
  const q = at(g, f2, r2);
  if (!q) return true;
  if (q.owner === side) return false;
  if (WATER(f2, r2)) return WATER(f1, r1);
  if (WATER(f1, r1) && (q.rank === 1 || q.rank === 8)) return false;
  const mine = TRAP_OF(f1, r1) === 1 - side ? 0 : p.rank;
  const theirs = TRAP_OF(f2, r2) === side ? 0 : q.rank;
  if (mine === 0) return false;
  if (p.rank === 1 && q.rank === 8) return true;
  return mine >= theirs;
}

function referencePerft(g: Grid, side: 0 | 1, depth: number): number {
  if (depth === 0) return 1;
  if (over(g)) return 0;
  let total = 0;
  for (let f1 = 0; f1 < 7; f1++) {
    for (let r1 = 0; r1 < 9; r1++) {
      const p = at(g, f1, r1);
      if (!p || p.owner !== side) continue;
      for (let f2 = 0; f2 < 7; f2++) {
        for (let r2 = 0; r2 < 9; r2++) {
          if ((f2 === f1 && r2 === r1) || !legal(g, side, f1, r1, f2, r2)) continue;
          if (depth === 1) {
            total++;
            continue;
          }
          const q = at(g, f2, r2);
          (g[f2] as (Piece | null)[])[r2] = p;
          (g[f1] as (Piece | null)[])[r1] = null;
          total += referencePerft(g, side === 0 ? 1 : 0, depth - 1);
          (g[f1] as (Piece | null)[])[r1] = p;
          (g[f2] as (Piece | null)[])[r2] = q;
        }
      }
    }
  }
  return total;
}

describe('Jungle perft fixtures', () => {
  it('has the start position and at least six special positions, each counted to depth 3 or more', () => {
    expect(fixtures.positions[0]?.position).toBe(formatPosition(jungle.start()));
    expect(fixtures.positions.length).toBeGreaterThanOrEqual(7);
    for (const fixture of fixtures.positions) expect(fixture.counts.length).toBeGreaterThanOrEqual(3);
    expect(fixtures.positions[0]?.counts.slice(0, 3)).toEqual([24, 576, 12240]);
  });

  for (const fixture of fixtures.positions) {
    it(`${fixture.rules.join(', ')}: ${fixture.name}`, () => {
      const state = unwrap(parsePosition(fixture.position));
      fixture.counts.forEach((count, i) => expect(jungle.perft?.(state, i + 1), `fast perft depth ${i + 1}`).toBe(count));
      fixture.counts.slice(0, 3).forEach((count, i) => {
        expect(genericPerft(jungle, state, i + 1), `generic perft depth ${i + 1}`).toBe(count);
        expect(referencePerft(toGrid(state), state.toMove, i + 1), `reference perft depth ${i + 1}`).toBe(count);
      });
    });
  }
});
