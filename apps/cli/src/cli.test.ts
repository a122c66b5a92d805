import { describe, expect, it } from 'vitest';
import { runCaptured } from './testing/run-captured.js';

describe('tabula machine commands on the tests-only game', () => {
  it('start prints the start position', async () => {
    expect(await runCaptured(['start', 'tic-tac-toe'])).toEqual({ code: 0, out: ['3/3/3 x 1'], err: [] });
  });

  it('perft prints one line per depth', async () => {
    const run = await runCaptured(['perft', 'tic-tac-toe', '4']);
    expect(run.out).toEqual(['depth 1: 9', 'depth 2: 72', 'depth 3: 504', 'depth 4: 3024']);
  });

  it('divide prints MOVE COUNT per legal move, sorted, summing to perft', async () => {
    const run = await runCaptured(['divide', 'tic-tac-toe', '2']);
    expect(run.out).toEqual(['a1 8', 'a2 8', 'a3 8', 'b1 8', 'b2 8', 'b3 8', 'c1 8', 'c2 8', 'c3 8']);
  });

  it('moves lists canonical move texts sorted, from a given position', async () => {
    const run = await runCaptured(['moves', 'tic-tac-toe', '--position', 'XO1/1X1/2O x 3']);
    expect(run.out).toEqual(['a1', 'a2', 'b1', 'c2', 'c3']);
  });

  it('apply plays moves leniently and prints position and status', async () => {
    const run = await runCaptured(['apply', 'tic-tac-toe', 'b2', 'A1', 'c3', 'a3', 'a2', 'C1', 'c2']);
    expect(run.out).toEqual(['O1X/XXX/O1O o 4', 'status: over winner=0 reason=three-in-a-row']);
    const draw = await runCaptured(['apply', 'tic-tac-toe', '--position', 'XOX/XOO/OX1 x 5', 'c1']);
    expect(draw.out[1]).toBe('status: over winner=none reason=board-full');
    expect((await runCaptured(['apply', 'tic-tac-toe'])).out[1]).toBe('status: playing');
  });

  it('check prints ok for a good position', async () => {
    expect((await runCaptured(['check', 'tic-tac-toe', '--position', ' 3/1X1/3   o  1 '])).out).toEqual(['ok']);
  });

  it.each([
    [['moves', 'chess'], /^tabula: game: unknown game 'chess'; known games: tic-tac-toe$/],
    [['moves'], /^tabula: missing GAME/],
    [['check', 'tic-tac-toe', '--position', '3/3Q/3 x 1'], /^tabula: position: unexpected 'Q' \(at row 2, column 2\)$/],
    [['check', 'tic-tac-toe'], /--position TEXT is required/],
    [['apply', 'tic-tac-toe', 'b2', 'b2'], /^tabula: move 2 'b2': TT-1: b2 is already marked$/],
    [['apply', 'tic-tac-toe', 'zz'], /^tabula: move 1 'zz': 'zz' is not a square/],
    [['perft', 'tic-tac-toe', 'x'], /DEPTH must be a whole number/],
    [['perft', 'tic-tac-toe', '99'], /DEPTH must be between 1 and 12/],
    [['moves', 'tic-tac-toe', '--bogus'], /^tabula: moves: Unknown option '--bogus'/],
    [['fly'], /^tabula: unknown command 'fly'/],
    [['start', 'tic-tac-toe', '--setup0', 'x'], /has no set-up phase/],
  ])('bad input %j prints one line on stderr and exits 2', async (argv, message) => {
    const run = await runCaptured(argv);
    expect(run.code).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(message);
  });
});
