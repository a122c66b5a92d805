import { describe, expect, it } from 'vitest';
import { divide, genericPerft, perft } from './perft.js';
import { ticTacToe } from './testing/tic-tac-toe.js';
import { unwrap } from './result.js';

describe('perft on the tests-only game', () => {
  it('counts the tic-tac-toe move tree, stopping at wins (known counts)', () => {
    const expected = [9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872];
    const start = ticTacToe.start();
    expected.forEach((count, i) => expect(perft(ticTacToe, start, i + 1)).toBe(count));
  });

  it('divide splits perft by first move and sums to it', () => {
    const start = ticTacToe.start();
    const entries = divide(ticTacToe, start, 3);
    expect(entries).toHaveLength(9);
    expect(entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(504);
    // By symmetry every corner has the same count, and so does every edge.
    const count = (name: string) => entries.find((e) => ticTacToe.moveKey(e.move) === name)?.count;
    expect(count('a1')).toBe(count('c3'));
    expect(count('b1')).toBe(count('a2'));
  });

  it('uses a game\'s fast counter when it has one, and the generic one otherwise', () => {
    const fast = { ...ticTacToe, perft: () => 42 };
    expect(perft(fast, fast.start(), 3)).toBe(42);
    expect(genericPerft(fast, fast.start(), 2)).toBe(72);
  });

  it('depth 0 is one node; a finished game has no leaves', () => {
    let state = ticTacToe.start();
    for (const square of [0, 3, 1, 4, 2]) state = unwrap(ticTacToe.play(state, square));
    expect(perft(ticTacToe, state, 0)).toBe(1);
    expect(perft(ticTacToe, state, 3)).toBe(0);
    expect(() => perft(ticTacToe, state, -1)).toThrow(RangeError);
  });
});
