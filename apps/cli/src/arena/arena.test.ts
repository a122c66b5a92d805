import { describe, expect, it } from 'vitest';
import { runCaptured } from '../testing/run-captured.js';

describe('tabula arena (in-thread, on the tests-only game)', () => {
  it('prints one JSON object with exactly the documented keys', async () => {
    const run = await runCaptured(['arena', 'tic-tac-toe', '--bots', 'level5,random', '--games', '6', '--seed', '3', '--json']);
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out).toHaveLength(1);
    const json = JSON.parse(run.out[0] as string) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['game', 'bots', 'games', 'wins', 'draws', 'adjudicated', 'score', 'interval', 'elo', 'eloInterval']);
    expect(json).toMatchObject({ game: 'tic-tac-toe', bots: ['level5', 'random'], games: 6, adjudicated: 0 });
    const wins = json['wins'] as [number, number];
    expect(wins[1]).toBe(0);
    expect(json['score']).toBe((wins[0] + (json['draws'] as number) / 2) / 6);
  });

  it('is reproducible from its seed', async () => {
    const args = ['arena', 'tic-tac-toe', '--bots', 'greedy,ismcts:200n', '--games', '6', '--seed', '9', '--json'];
    expect((await runCaptured(args)).out).toEqual((await runCaptured(args)).out);
  });

  it('adjudicates games at --max-plies and prints a readable summary', async () => {
    const run = await runCaptured(['arena', 'tic-tac-toe', '--bots', 'random,random', '--games', '4', '--max-plies', '2']);
    expect(run.code).toBe(0);
    expect(run.out[0]).toBe('tic-tac-toe: random vs random, 4 games (seats alternate)');
    expect(run.out[1]).toBe('wins   random 0, random 0, draws 4 (adjudicated 4)');
    expect(run.out[2]).toBe('score  50.0% for random over 4 games, a draw counting half (95% Wilson interval 15.0–85.0%)');
    expect(run.out[3]).toBe('elo    +0 for random (95% interval -301 to +301)');
    // Two plies a game, one move each: the mean over 4 moves per bot.
    expect(run.out[4]).toMatch(/^time {3}random \d+\.\d ms a move \(4 moves\), random \d+\.\d ms a move \(4 moves\)$/);
    expect(run.out).toHaveLength(5);
  });

  it.each([
    [['arena', 'tic-tac-toe'], /missing --bots/],
    [['arena', 'tic-tac-toe', '--bots', 'random'], /two bots/],
    [['arena', 'tic-tac-toe', '--bots', 'random,wizard'], /unknown bot 'wizard'/],
    [['arena', 'tic-tac-toe', '--bots', 'random,alphabeta:soon'], /bad budget 'soon'/],
    [['arena', 'tic-tac-toe', '--bots', 'random,greedy', '--games', '0'], /--games must be between 1/],
    [['arena', 'chess', '--bots', 'random,greedy'], /unknown game 'chess'/],
  ])('refuses bad input %j with one line and exit 2', async (args, message) => {
    const run = await runCaptured(args);
    expect(run.code).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(message);
  });
});
