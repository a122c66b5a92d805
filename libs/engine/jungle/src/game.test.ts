import { describe, expect, it } from 'vitest';
import { unwrap } from '@tabula/engine-core';
import { geometry, SIZE } from './board.js';
import { jungle } from './game.js';
import type { JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

const move = (text: string): JungleMove => ({ from: geometry.parse(text.slice(0, 2)), to: geometry.parse(text.slice(2)) });

function position(pieces: Record<string, JunglePiece>, toMove: 0 | 1 = 0): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(pieces)) cells[geometry.parse(name)] = piece;
  return { cells, toMove, moveNumber: 1 };
}

describe('Jungle game object', () => {
  it('draws every cell with its terrain, top row (rank 1) first', () => {
    const picture = jungle.picture(jungle.start());
    expect(picture).toMatchObject({ files: 7, ranks: 9 });
    expect(picture.cells).toHaveLength(63);
    expect(picture.cells[0]).toMatchObject({ square: 'a1', terrain: 'land', piece: { owner: 0, kind: 'lion', name: 'blue lion', letter: 'l', symbol: '獅' } });
    expect(picture.cells[3]).toMatchObject({ square: 'd1', terrain: 'den', terrainOwner: 0, piece: null });
    expect(picture.cells[2]).toMatchObject({ square: 'c1', terrain: 'trap', terrainOwner: 0 });
    expect(picture.cells.find((c) => c.square === 'd8')).toMatchObject({ terrain: 'trap', terrainOwner: 1 });
    expect(picture.cells.filter((c) => c.terrain === 'water').map((c) => c.square).sort()).toEqual(
      ['b4', 'b5', 'b6', 'c4', 'c5', 'c6', 'e4', 'e5', 'e6', 'f4', 'f5', 'f6'],
    );
    expect(picture.cells[62]).toMatchObject({ square: 'g9', piece: { owner: 1, letter: 'L', kind: 'lion' } });
  });

  it('describes a move by its squares and keys it by its canonical text', () => {
    const jump = move('d5g5');
    expect(jungle.moveKey(jump)).toBe('d5g5');
    expect(jungle.describeMove(jungle.start(), jump)).toEqual({ from: 'd5', path: ['g5'] });
  });

  it('evaluates material, advance and den threats, symmetric between the players', () => {
    const start = jungle.start();
    expect((jungle.evaluate?.(start, 0) ?? 1) + (jungle.evaluate?.(start, 1) ?? 1)).toBe(0);
    const upAnElephant = position({ a3: 'e', g1: 'l', g9: 'L' });
    expect(jungle.evaluate?.(upAnElephant, 0)).toBeGreaterThan(500);
    const atTheDen = position({ c9: 'c', g1: 'l', g9: 'L', a1: 'E' });
    const farAway = position({ c3: 'c', g1: 'l', g9: 'L', a1: 'E' });
    expect(jungle.evaluate?.(atTheDen, 0)).toBeGreaterThan((jungle.evaluate?.(farAway, 0) ?? 0) + 300);
  });

  it('search hooks: equal states hash equal, the side to move counts, captures are ordered by victim', () => {
    const hash = jungle.search?.hash;
    if (!hash) throw new Error('no hash');
    const start = jungle.start();
    expect(hash(start)).toBe(hash(JSON.parse(JSON.stringify(start)) as JungleState));
    expect(hash(start)).not.toBe(hash({ ...start, toMove: 1 }));
    const after = unwrap(jungle.play(start, move('a3a4')));
    expect(hash(after)).not.toBe(hash(start));
    const state = position({ d4: 'l', d5: 'E', c4: 'r', d3: 'C' });
    const takesElephant = { from: geometry.parse('d4'), to: geometry.parse('d5') };
    expect(jungle.search?.isCapture?.(state, takesElephant)).toBe(true);
    expect(jungle.search?.isCapture?.(state, move('d4e4'))).toBe(false);
    expect(jungle.search?.captureValue?.(state, move('d4d3'))).toBeLessThan(jungle.search?.captureValue?.(state, move('c4d4')) ?? 0);
  });

  it('view is the state itself: Jungle has no hidden information', () => {
    const start = jungle.start();
    expect(jungle.hiddenInformation).toBe(false);
    expect(jungle.view(start, 'spectator')).toBe(start);
    expect(jungle.playerNames).toEqual(['Blue', 'Red']);
  });
});
