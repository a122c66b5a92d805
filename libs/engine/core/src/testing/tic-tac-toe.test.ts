import { describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from './tic-tac-toe.js';
import { unwrap } from '../result.js';

describe('tic-tac-toe test game', () => {
  it('TT-1: a marked square cannot be marked again', () => {
    const state = unwrap(ticTacToe.play(ticTacToe.start(), 4));
    const refused = ticTacToe.play(state, 4);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'illegal-move', rule: 'TT-1', message: 'TT-1: b2 is already marked' });
  });

  it('three in a row wins and ends the game (G-2)', () => {
    const state = unwrap(ticTacToeNotation.parsePosition('3/OO1/XX1 x 3'));
    const won = unwrap(ticTacToe.play(state, unwrap(ticTacToeNotation.parseMove(state, 'C1'))));
    expect(ticTacToe.status(won)).toEqual({ kind: 'over', winner: 0, reason: 'three-in-a-row' });
    expect(ticTacToe.legalMoves(won)).toEqual([]);
    expect(ticTacToeNotation.parseMove(won, 'c3')).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
  });

  it('prints and parses positions, with errors that say where', () => {
    expect(ticTacToeNotation.formatPosition(ticTacToe.start())).toBe('3/3/3 x 1');
    expect(ticTacToeNotation.parsePosition('3/3/3 x')).toMatchObject({ ok: false, error: { code: 'parse' } });
    expect(ticTacToeNotation.parsePosition('3/3Q/3 x 1')).toMatchObject({ ok: false, error: { where: 'row 2, column 2' } });
    expect(ticTacToeNotation.parseMove(ticTacToe.start(), 'z9')).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
  });
});
