import { createRng, genericPerft, unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { simpleChess } from './game.js';
import { fastPerft } from './fast-perft.js';
import type { SimpleChessState } from './state.js';

describe('perft', () => {
  it('counts the start position: 16, 256, 4482 (the issue\'s independent counts)', () => {
    const start = simpleChess.start();
    expect([1, 2, 3].map((depth) => genericPerft(simpleChess, start, depth))).toEqual([16, 256, 4482]);
    expect([1, 2, 3].map((depth) => fastPerft(start, depth))).toEqual([16, 256, 4482]);
  });

  it('the fast counter equals genericPerft at depth 4 from the start', () => {
    const start = simpleChess.start();
    expect(fastPerft(start, 4)).toBe(genericPerft(simpleChess, start, 4));
  });

  it('the fast counter equals genericPerft in positions reached by seeded random play', () => {
    const rng = createRng('simple-chess fast perft');
    let checked = 0;
    for (let game = 0; game < 8; game++) {
      let state: SimpleChessState = simpleChess.start();
      for (let ply = 0; ply < 120; ply++) {
        const moves = simpleChess.legalMoves(state);
        if (ply % 20 === 7 || moves.length === 0) {
          expect(fastPerft(state, 3)).toBe(genericPerft(simpleChess, state, 3));
          checked++;
        }
        if (moves.length === 0) break;
        state = unwrap(simpleChess.play(state, rng.pick(moves)));
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('depth 0 is one leaf and a finished game has none', () => {
    const start = simpleChess.start();
    expect(fastPerft(start, 0)).toBe(1);
    const noBlackKing = { ...start, board: start.board.map((piece) => (piece === 'k' ? null : piece)) };
    expect(fastPerft(noBlackKing, 2)).toBe(0);
    expect(genericPerft(simpleChess, noBlackKing, 2)).toBe(0);
  });
});
