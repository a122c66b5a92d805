import { describe, expect, it } from 'vitest';
import type { Game } from '../game.js';
import { runSearchBoardConformance } from './search-board-conformance.js';
import { ticTacToe, type TicTacToeMove, type TicTacToeState } from './tic-tac-toe.js';
import { TicTacToeBoard } from './tic-tac-toe-board.js';

/** Tic-tac-toe with a board that `patch` breaks in one way. */
function withBoard(patch: (board: TicTacToeBoard) => void): Game<TicTacToeState, TicTacToeMove> {
  return {
    ...ticTacToe,
    search: {
      board(state) {
        const board = new TicTacToeBoard(state);
        patch(board);
        return board;
      },
    },
  };
}

describe('runSearchBoardConformance', () => {
  it('passes the tests-only tic-tac-toe board', () => {
    const report = runSearchBoardConformance(ticTacToe, { games: 40 });
    expect(report.failures).toEqual([]);
    expect(report.positions).toBeGreaterThan(200);
  });

  it('reports a game without a board', () => {
    const report = runSearchBoardConformance({ ...ticTacToe, search: {} });
    expect(report.failures).toEqual(['tic-tac-toe has no search.board hook']);
  });

  it('catches a board that forgets a move', () => {
    const game = withBoard((board) => {
      const moves = board.moves.bind(board);
      board.moves = (out, at) => Math.max(0, moves(out, at) - 1);
    });
    expect(runSearchBoardConformance(game, { games: 3 }).failures[0]).toMatch(/moves\(\) differ from legalMoves: missing \[\w\d\]/);
  });

  it('catches an undo that does not restore the hash', () => {
    const game = withBoard((board) => {
      const undo = board.undo.bind(board);
      let calls = 0;
      board.undo = () => {
        undo();
        calls++;
        const hash = board.hash();
        if (calls === 3) board.hash = () => hash ^ 1;
      };
    });
    expect(runSearchBoardConformance(game, { games: 3 }).failures.join('\n')).toMatch(/does not restore|hash\(\) is/);
  });

  it('catches an evaluation that differs from the game\'s', () => {
    const game = withBoard((board) => {
      const evaluate = board.evaluate.bind(board);
      board.evaluate = (player) => evaluate(player) * 2;
    });
    expect(runSearchBoardConformance(game, { games: 2 }).failures[0]).toMatch(/evaluate\(0\) is -?\d+, game.evaluate says/);
  });

  it('catches a wrong outcome', () => {
    const game = withBoard((board) => {
      board.outcome = () => -1;
    });
    expect(runSearchBoardConformance(game, { games: 5 }).failures.join('\n')).toMatch(/outcome\(\) is -1, status says [012]/);
  });
});
