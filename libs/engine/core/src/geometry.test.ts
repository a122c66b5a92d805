import { describe, expect, it } from 'vitest';
import { createBoardGeometry, ORTHOGONAL } from './geometry.js';

describe('board geometry', () => {
  const board = createBoardGeometry(10, 10);

  it('names squares file letter then rank, a1 = 0', () => {
    expect(board.name(0)).toBe('a1');
    expect(board.name(9)).toBe('j1');
    expect(board.name(99)).toBe('j10');
    expect(board.parse('J10')).toBe(99);
    expect(board.parse(' c5 ')).toBe(42);
  });

  it('rejects names off the board or malformed', () => {
    for (const bad of ['k1', 'a11', 'a0', 'a01', '', 'aa', '1a']) expect(board.parse(bad)).toBe(-1);
    expect(() => board.name(100)).toThrow(RangeError);
  });

  it('steps and precomputes neighbours, -1 off the board', () => {
    expect(board.step(0, [0, 1])).toBe(10);
    expect(board.step(0, [-1, 0])).toBe(-1);
    const table = board.neighbourTable(ORTHOGONAL);
    expect(table[0 * 4 + 0]).toBe(10);
    expect(table[0 * 4 + 1]).toBe(-1);
    expect(table[99 * 4 + 0]).toBe(-1);
  });
});
