import { unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { animalChess } from './game.js';
import { moveText } from './move-text.js';
import type { AnimalChessState } from './state.js';

const play = (state: AnimalChessState, text: string): AnimalChessState => {
  const move = animalChess.legalMoves(state).find((m) => moveText(m) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return unwrap(animalChess.play(state, move));
};

describe('animal chess contract members', () => {
  it('pictures rank 1 first, with every piece named and both hands', () => {
    let state = animalChess.start();
    state = play(play(state, 'c3c4'), 'b4b3'); // each side takes a chick
    const picture = animalChess.picture(state);
    expect(picture.files * picture.ranks).toBe(picture.cells.length);
    expect(picture.cells[0]).toMatchObject({ square: 'a1', terrain: 'land', piece: { owner: 0, kind: 'cat', letter: 'C', name: 'cat' } });
    expect(picture.cells[29]).toMatchObject({ square: 'e6', piece: { owner: 1, letter: 'c' } });
    expect(picture.hands?.[1]).toEqual([{ owner: 1, kind: 'chick', name: 'chick', letter: 'h', symbol: '🐤', promoted: false }]);
    expect(picture.hands?.[0]).toMatchObject([{ owner: 0, kind: 'chick', letter: 'H' }]);
  });

  it('describes board moves and drops', () => {
    const state = { ...animalChess.start(), hands: [{ giraffe: 0, cat: 0, chick: 1 }, { giraffe: 0, cat: 0, chick: 0 }] as const };
    expect(animalChess.describeMove(state, { from: board.parse('c3'), to: board.parse('c4') })).toEqual({ from: 'c3', path: ['c4'] });
    expect(animalChess.describeMove(state, { drop: 'chick', to: board.parse('c2') })).toEqual({ from: null, path: ['c2'], drop: 'chick' });
    expect(animalChess.moveKey({ drop: 'chick', to: board.parse('c2') })).toBe('H*c2');
  });

  it('hashes equal states equally and tells moves and sides apart', () => {
    const hash = animalChess.search?.hash;
    if (!hash) throw new Error('no hash hook');
    const start = animalChess.start();
    expect(hash(JSON.parse(JSON.stringify(start)) as AnimalChessState)).toBe(hash(start));
    expect(hash({ ...start, toMove: 1 })).not.toBe(hash(start));
    const a = play(play(start, 'b1b2'), 'b6b5');
    const b = play(play(start, 'd1d2'), 'b6b5');
    expect(hash(a)).not.toBe(hash(b));
    // Transposition: the same position by two move orders hashes the same.
    expect(hash(play(play(a, 'd1d2'), 'd6d5'))).toBe(hash(play(play(b, 'b1b2'), 'd6d5')));
  });

  it('marks captures and orders the lion first', () => {
    const search = animalChess.search;
    const start = animalChess.start();
    const take = { from: board.parse('c3'), to: board.parse('c4') };
    expect(search?.isCapture?.(start, take)).toBe(true);
    expect(search?.isCapture?.(start, { from: board.parse('b1'), to: board.parse('b2') })).toBe(false);
    const lionTake = { ...start, board: start.board.map((p, i) => (i === board.parse('c2') ? { owner: 1 as const, kind: 'lion' as const, promoted: false } : i === board.parse('c6') ? null : p)) };
    expect(search?.captureValue?.(lionTake, { from: board.parse('b1'), to: board.parse('c2') }) ?? 0).toBeGreaterThan(search?.captureValue?.(start, take) ?? 0);
  });

  it('has a JSON state and identity views', () => {
    const start = animalChess.start();
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
    expect(animalChess.view(start, 'spectator')).toBe(start);
  });
});
