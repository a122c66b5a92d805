import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { genericPerft, unwrap } from '@tabula/engine-core';
import { perftFixtures } from '@tabula/engine-core/testing';
import { checkers61b, type CheckersState } from '@tabula/engine-checkers61b';
import { formatPosition, parsePosition } from './position-text.js';

/**
 * An independent reference move generator written straight from docs/rules.md §2, in another shape than
 * the engine (a grid of letters copied at every jump, every candidate landing tried against the
 * rules, no direction tables), so the fixture counts are not just the engine agreeing with itself.
 */
type Grid = string[][]; // grid[file][rank]: '' or a letter, '+' prefixed for kings

function toGrid(state: CheckersState): Grid {
  const grid: Grid = Array.from({ length: 8 }, () => Array<string>(8).fill(''));
  state.board.forEach((piece, i) => {
    if (!piece) return;
    const letter = { pawn: 'p', shield: 's', bomb: 'b' }[piece.kind];
    (grid[i % 8] as string[])[Math.floor(i / 8)] = (piece.king ? '+' : '') + (piece.owner === 0 ? letter.toUpperCase() : letter);
  });
  return grid;
}

const cell = (g: Grid, f: number, r: number) => (f < 0 || f > 7 || r < 0 || r > 7 ? null : (g[f] as string[])[r] as string);
const ownerOf = (piece: string) => (piece.replace('+', '') === piece.replace('+', '').toUpperCase() ? 0 : 1);
const copy = (g: Grid) => g.map((column) => column.slice());

function forwardOk(piece: string, dr: number): boolean {
  if (piece.startsWith('+')) return true;
  return ownerOf(piece) === 0 ? dr > 0 : dr < 0;
}

function crown(piece: string, r: number): string {
  if (piece.startsWith('+')) return piece;
  return (ownerOf(piece) === 0 && r === 7) || (ownerOf(piece) === 1 && r === 0) ? `+${piece}` : piece;
}

/** Every position one move later (each chain prefix gives one). */
function children(g: Grid, side: 0 | 1): Grid[] {
  const out: Grid[] = [];
  for (let f = 0; f < 8; f++) {
    for (let r = 0; r < 8; r++) {
      const piece = cell(g, f, r);
      if (!piece || ownerOf(piece) !== side) continue;
      for (const df of [-1, 1]) {
        for (const dr of [-1, 1]) {
          if (!forwardOk(piece, dr) || cell(g, f + df, r + dr) !== '') continue;
          const next = copy(g);
          (next[f] as string[])[r] = '';
          (next[f + df] as string[])[r + dr] = crown(piece, r + dr);
          out.push(next);
        }
      }
      const lifted = copy(g);
      (lifted[f] as string[])[r] = '';
      jumps(lifted, piece, f, r, side, out);
    }
  }
  return out;
}

function jumps(g: Grid, piece: string, f: number, r: number, side: 0 | 1, out: Grid[]): void {
  for (const df of [-1, 1]) {
    for (const dr of [-1, 1]) {
      const victim = cell(g, f + df, r + dr);
      if (!forwardOk(piece, dr) || !victim || ownerOf(victim) === side || cell(g, f + 2 * df, r + 2 * dr) !== '') continue;
      const next = copy(g);
      (next[f + df] as string[])[r + dr] = '';
      if (piece.replace('+', '').toLowerCase() === 'b') {
        for (let x = f + 2 * df - 1; x <= f + 2 * df + 1; x++) {
          for (let y = r + 2 * dr - 1; y <= r + 2 * dr + 1; y++) {
            const hit = cell(next, x, y);
            if (hit && hit.replace('+', '').toLowerCase() !== 's') (next[x] as string[])[y] = '';
          }
        }
        out.push(next);
        continue;
      }
      const moved = crown(piece, r + 2 * dr);
      const landed = copy(next);
      (landed[f + 2 * df] as string[])[r + 2 * dr] = moved;
      out.push(landed);
      jumps(next, moved, f + 2 * df, r + 2 * dr, side, out);
    }
  }
}

function referencePerft(g: Grid, side: 0 | 1, depth: number): number {
  if (depth === 0) return 1;
  const owners = new Set(g.flat().filter(Boolean).map(ownerOf));
  if (owners.size < 2) return 0;
  const next = children(g, side);
  if (depth === 1) return next.length;
  return next.reduce((sum, child) => sum + referencePerft(child, side === 0 ? 1 : 0, depth - 1), 0);
}

// The fixtures live with the engine; read as a file, since a project is never imported by a path.
const positions = perftFixtures<{ readonly rules: readonly string[] }>(
  JSON.parse(readFileSync(new URL('../../../engine/checkers61b/src/__fixtures__/perft.json', import.meta.url), 'utf8')),
);

describe('Checkers61b perft fixtures', () => {

  it('has the start position and at least six positions that exercise special rules, each to depth 3 or more', () => {
    expect(positions[0]?.name).toBe('start');
    expect(positions[0]?.counts.slice(0, 3)).toEqual([7, 49, 379]);
    expect(positions.length).toBeGreaterThanOrEqual(7);
    for (const fixture of positions) expect(fixture.counts.length).toBeGreaterThanOrEqual(3);
  });

  for (const fixture of positions) {
    it(`${fixture.rules.join(', ')}: ${fixture.name} perft`, () => {
      const state = unwrap(parsePosition(fixture.position));
      expect(formatPosition(state)).toBe(fixture.position);
      fixture.counts.forEach((count, i) => {
        const depth = i + 1;
        expect(checkers61b.perft?.(state, depth), `fast perft depth ${depth}`).toBe(count);
        if (count <= 12000) expect(genericPerft(checkers61b, state, depth), `generic perft depth ${depth}`).toBe(count);
        if (depth <= 4) expect(referencePerft(toGrid(state), state.toMove, depth), `reference perft depth ${depth}`).toBe(count);
      });
    }, 60_000);
  }
});
