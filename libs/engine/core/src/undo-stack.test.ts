import { describe, expect, it } from 'vitest';
import { UndoStack } from './undo-stack.js';

describe('UndoStack', () => {
  it('gives each ply its own record and hands them back last first', () => {
    const stack = new UndoStack(3, 2);
    for (let ply = 0; ply < 3; ply++) {
      const at = stack.push();
      stack.fields.set([ply, ply * 10, 5 - ply], at);
    }
    expect(stack.depth).toBe(3);
    for (let ply = 2; ply >= 0; ply--) {
      const at = stack.pop();
      expect(Array.from(stack.fields.subarray(at, at + 3))).toEqual([ply, ply * 10, 5 - ply]);
    }
    expect(stack.depth).toBe(0);
  });

  it('grows past its first capacity and keeps what it held (G-3: games have no length limit)', () => {
    const stack = new UndoStack(2, 1);
    for (let ply = 0; ply < 1000; ply++) {
      const at = stack.push();
      stack.fields[at] = ply;
      stack.fields[at + 1] = 2 ** 31 - 1 - ply;
    }
    expect(stack.fields.length).toBeGreaterThanOrEqual(2000);
    for (let ply = 999; ply >= 0; ply--) {
      const at = stack.pop();
      expect([stack.fields[at], stack.fields[at + 1]]).toEqual([ply, 2 ** 31 - 1 - ply]);
    }
  });

  it('refuses to take back a move that was never played, and a record of no fields', () => {
    expect(() => new UndoStack(4).pop()).toThrow(/no move to take back/);
    expect(() => new UndoStack(0)).toThrow(/whole number ≥ 1 of fields, got 0/);
  });
});
