import { describe, expect, it } from 'vitest';
import { boardPerft } from './board-perft.js';
import { genericPerft } from './perft.js';
import { TicTacToeBoard, ticTacToe, type TicTacToeState } from './testing/index.js';

describe('boardPerft', () => {
  it('counts the leaves the Game contract counts, and leaves the board where it was', () => {
    const start = ticTacToe.start();
    const board = new TicTacToeBoard(start);
    for (const depth of [0, 1, 2, 3, 4, 5]) expect(boardPerft(board, depth), `depth ${depth}`).toBe(genericPerft(ticTacToe, start, depth));
    expect(board.state()).toEqual(start);
  });

  it('counts nothing below a finished game (G-2)', () => {
    const won: TicTacToeState = { cells: [0, 0, 0, 1, 1, null, null, null, null], toMove: 1, moveNumber: 3 };
    expect(boardPerft(new TicTacToeBoard(won), 3)).toBe(0);
  });
});
