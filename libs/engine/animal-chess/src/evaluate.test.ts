import { unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { evaluate } from './evaluate.js';
import { animalChess } from './game.js';
import { moveText } from './move-text.js';
import type { AnimalChessState, Piece } from './state.js';

const play = (state: AnimalChessState, text: string): AnimalChessState => {
  const move = animalChess.legalMoves(state).find((m) => moveText(m) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return unwrap(animalChess.play(state, move));
};
const put = (state: AnimalChessState, square: string, piece: Piece | null): AnimalChessState => {
  const cells = state.board.slice();
  cells[board.parse(square)] = piece;
  return { ...state, board: cells };
};

describe('evaluate', () => {
  it('is zero-sum and balanced at the start, up to the tempo of the side to move', () => {
    const start = animalChess.start();
    expect(evaluate(start, 0)).toBe(-evaluate(start, 1));
    // The mover is a little better: tempo, and an undefended enemy chick on b4 or d4 it may take.
    expect(Math.abs(evaluate(start, 0))).toBeLessThan(100);
  });

  it('counts material, on the board and in hand', () => {
    const start = animalChess.start();
    const withoutTheirGiraffe = put(start, 'b6', null);
    expect(evaluate(withoutTheirGiraffe, 0) - evaluate(start, 0)).toBeGreaterThan(250);
    const held = { ...withoutTheirGiraffe, hands: [{ giraffe: 1, cat: 0, chick: 0 }, withoutTheirGiraffe.hands[1]] as const };
    expect(evaluate(held, 0)).toBeGreaterThan(evaluate(withoutTheirGiraffe, 0));
  });

  it('knows a lion the mover can take is lost, and a lion under attack is a worry', () => {
    const start = animalChess.start();
    const exposed = put(put(start, 'c2', { owner: 1, kind: 'giraffe', promoted: false }), 'b6', null);
    // Player 1 to move can take player 0's lion on c1.
    expect(evaluate({ ...exposed, toMove: 1 }, 0)).toBeLessThan(-3000);
    // Player 0 to move must deal with it, but is not lost (c1c2 takes the giraffe).
    expect(evaluate(exposed, 0)).toBeGreaterThan(-1000);
  });

  it('rewards chicks marching towards promotion and promoted pieces', () => {
    const start = animalChess.start();
    const advanced = put(put(start, 'b3', null), 'b4', { owner: 0, kind: 'chick', promoted: false });
    const base = put(put(start, 'b3', null), 'b4', null);
    expect(evaluate({ ...advanced, toMove: 1 }, 0)).toBeGreaterThan(evaluate({ ...put(base, 'a3', { owner: 0, kind: 'chick', promoted: false }), toMove: 1 }, 0));
    const rooster = put(base, 'b4', { owner: 0, kind: 'chick', promoted: true });
    expect(evaluate(rooster, 0)).toBeGreaterThan(evaluate(advanced, 0));
  });

  it('stays finite in finished games', () => {
    const state = play(animalChess.start(), 'c3c4');
    expect(Number.isFinite(evaluate(put(state, 'c6', null), 0))).toBe(true);
    expect(Number.isFinite(evaluate(put(state, 'c1', null), 1))).toBe(true);
  });
});
