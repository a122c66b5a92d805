import { describe, expect, it } from 'vitest';
import { runConformance } from './conformance.js';
import { ticTacToe, ticTacToeNotation, type TicTacToeState } from './tic-tac-toe.js';
import type { Game } from '../game.js';
import { ok } from '../result.js';

describe('conformance kit', () => {
  it('passes the tests-only game over 200 seeded games', () => {
    const report = runConformance(ticTacToe, ticTacToeNotation, { games: 200 });
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(200);
    expect(report.positions).toBeGreaterThan(1000);
  });

  it('catches a game whose play accepts a move legalMoves does not list', () => {
    const lax: Game<TicTacToeState, number> = {
      ...ticTacToe,
      play: (state, move) => {
        const cells = state.cells.slice();
        cells[move] = state.toMove;
        return ok({ ...state, cells, toMove: state.toMove === 0 ? 1 : 0 });
      },
    };
    const report = runConformance(lax, ticTacToeNotation, { games: 5 });
    expect(report.failures.some((f) => f.includes('which legalMoves does not list'))).toBe(true);
  });

  it('catches a game that mutates its input', () => {
    const mutating: Game<TicTacToeState, number> = {
      ...ticTacToe,
      play: (state, move) => {
        (state.cells as (0 | 1 | null)[])[move] = state.toMove;
        return ticTacToe.play({ ...state, cells: state.cells.map((c, i) => (i === move ? null : c)) }, move);
      },
    };
    const report = runConformance(mutating, ticTacToeNotation, { games: 3 });
    expect(report.failures.some((f) => f.includes('mutated the state'))).toBe(true);
  });

  it('catches moves that are still listed after the game ends (G-2)', () => {
    const endless: Game<TicTacToeState, number> = {
      ...ticTacToe,
      legalMoves: (state) => state.cells.flatMap((c, i) => (c === null ? [i] : [])),
    };
    const report = runConformance(endless, ticTacToeNotation, { games: 20 });
    expect(report.failures.some((f) => f.startsWith('G-2'))).toBe(true);
  });

  it('catches position text that loses information (here: the side to move)', () => {
    const lossy = { ...ticTacToeNotation, formatPosition: (s: TicTacToeState) => ticTacToeNotation.formatPosition(s).replace(' o ', ' x ') };
    const report = runConformance(ticTacToe, lossy, { games: 2 });
    expect(report.failures.some((f) => f.includes('re-parsed position has another status'))).toBe(true);
  });

  it('catches a game that has no words for an outcome it gives', () => {
    const tongueTied: Game<TicTacToeState, number> = { ...ticTacToe, outcomeWords: { 'three-in-a-row': 'three marks stand in a row' } };
    const report = runConformance(tongueTied, ticTacToeNotation, { games: 200 });
    expect(report.failures.some((f) => f.startsWith('the game has no words for its outcome board-full'))).toBe(true);
  });

  it('catches a game that words no outcome at all', () => {
    const { outcomeWords: _words, ...speechless } = ticTacToe;
    const report = runConformance(speechless, ticTacToeNotation, { games: 200 });
    expect(report.failures.some((f) => f.startsWith('the game has no words for its outcome'))).toBe(true);
  });
});
