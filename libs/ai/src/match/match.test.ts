import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { randomBot } from '../bots/random.js';
import { createBot } from '../spec.js';
import type { Bot } from '../bot.js';
import { playGame, scheduleMatch, type GameRecord, type MatchGame } from './play-game.js';
import { eloFromScore, summarize } from './stats.js';

const game = ticTacToe as unknown as AnyGame;

function bot(text: string): Bot {
  const made = createBot(text, game);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function record(pointsA: number, reason = 'three-in-a-row'): GameRecord {
  return { index: 0, seatOfA: 0, outcome: { winner: pointsA === 0.5 ? null : pointsA === 1 ? 0 : 1, reason }, plies: 5, pointsA };
}

describe('match', () => {
  it('alternates seats and gives every game its own stream', () => {
    const schedule = scheduleMatch(4, 42);
    expect(schedule.map((g) => g.seatOfA)).toEqual([0, 1, 0, 1]);
    expect(new Set(schedule.map((g) => g.seed.join())).size).toBe(4);
    expect(scheduleMatch(4, 42)).toEqual(schedule);
  });

  it('plays a game to its end and scores it for A', () => {
    const first = scheduleMatch(1, 'x')[0] as MatchGame;
    const result = playGame(game, [bot('alphabeta:5000n'), randomBot], first);
    expect(result.outcome.reason).not.toBe('adjudicated');
    expect(result.pointsA).toBeGreaterThanOrEqual(0.5);
    expect(playGame(game, [bot('alphabeta:5000n'), randomBot], first)).toEqual(result);
  });

  it('adjudicates a draw at the ply cap (G-3)', () => {
    const first = scheduleMatch(1, 1)[0] as MatchGame;
    const result = playGame(game, [randomBot, randomBot], first, { maxPlies: 3 });
    expect(result).toMatchObject({ outcome: { winner: null, reason: 'adjudicated' }, plies: 3, pointsA: 0.5 });
  });

  it('level 5 never loses tic-tac-toe to random or greedy (seeded, small)', () => {
    for (const opponent of ['random', 'greedy']) {
      const records = scheduleMatch(6, 5).map((g) => playGame(game, [bot('level5'), bot(opponent)], g));
      expect(summarize(records).wins[1]).toBe(0);
    }
  }, 30_000);
});

describe('match statistics', () => {
  it('counts wins, draws and adjudications from A’s side', () => {
    const summary = summarize([record(1), record(1), record(0.5, 'adjudicated'), record(0)]);
    expect(summary).toMatchObject({ games: 4, wins: [2, 1], draws: 1, adjudicated: 1, score: 0.625 });
    expect(summary.interval[0]).toBeLessThan(0.625);
    expect(summary.interval[1]).toBeGreaterThan(0.625);
    expect(summary.elo).toBeCloseTo(88.7, 1);
  });

  it('keeps Elo finite for perfect scores', () => {
    expect(eloFromScore(0.5, 10)).toBe(0);
    expect(eloFromScore(1, 100)).toBeCloseTo(919.5, 1);
    expect(eloFromScore(0, 100)).toBeCloseTo(-919.5, 1);
  });
});
