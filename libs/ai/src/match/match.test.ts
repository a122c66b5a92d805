import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { randomBot } from '../bots/random.js';
import { createBot } from '../spec.js';
import type { Bot } from '../bot.js';
import { playGame, scheduleMatch, type GameRecord, type MatchGame } from './play-game.js';
import { eloFromScore, eloOfScore, summarize, wilsonInterval } from './stats.js';

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
  /** A match of `a` wins of A, `b` wins of B and `d` draws. */
  const match = (a: number, b: number, d = 0) => [
    ...Array.from({ length: a }, () => record(1)),
    ...Array.from({ length: b }, () => record(0)),
    ...Array.from({ length: d }, () => record(0.5)),
  ];

  it('counts wins, draws and adjudications from A’s side', () => {
    const summary = summarize([record(1), record(1), record(0.5, 'adjudicated'), record(0)]);
    expect(summary).toMatchObject({ games: 4, wins: [2, 1], draws: 1, adjudicated: 1, score: 0.625 });
    expect(summary.interval[0]).toBeCloseTo(0.2194, 4);
    expect(summary.interval[1]).toBeCloseTo(0.9081, 4);
    expect(summary.elo).toBeCloseTo(88.7, 1);
  });

  // Known values of the 95% Wilson score interval (z = 1.95996): 4/4 → 0.510–1, 2/4 → 0.150–0.850,
  // 50/100 → 0.404–0.596.
  it('gives 4–0 an interval of 51.0–100%, open-ended in Elo', () => {
    const summary = summarize(match(4, 0));
    expect(summary.interval[0]).toBeCloseTo(0.5101, 4);
    expect(summary.interval[1]).toBe(1);
    expect(summary.eloInterval[0]).toBeCloseTo(7.0, 1);
    expect(summary.eloInterval[1]).toBe(Infinity);
    expect(summary.elo).toBeCloseTo(338.0, 1);
  });

  it('mirrors 0–4', () => {
    const summary = summarize(match(0, 4));
    expect(summary.interval[0]).toBe(0);
    expect(summary.interval[1]).toBeCloseTo(0.4899, 4);
    expect(summary.eloInterval[0]).toBe(-Infinity);
    expect(summary.eloInterval[1]).toBeCloseTo(-7.0, 1);
  });

  it('gives 2–2 an interval of 15.0–85.0% (±301 Elo)', () => {
    const summary = summarize(match(2, 2));
    expect(summary.score).toBe(0.5);
    expect(summary.interval[0]).toBeCloseTo(0.15, 3);
    expect(summary.interval[1]).toBeCloseTo(0.85, 3);
    expect(summary.elo).toBe(0);
    expect(summary.eloInterval[0]).toBeCloseTo(-301.3, 1);
    expect(summary.eloInterval[1]).toBeCloseTo(301.3, 1);
  });

  it('gives 50–50 an interval of 40.4–59.6% (±68 Elo)', () => {
    const summary = summarize(match(50, 50));
    expect(summary.interval[0]).toBeCloseTo(0.4038, 4);
    expect(summary.interval[1]).toBeCloseTo(0.5962, 4);
    expect(wilsonInterval(0.5, 100)).toEqual(summary.interval);
    expect(summary.eloInterval[0]).toBeCloseTo(-67.7, 1);
    expect(summary.eloInterval[1]).toBeCloseTo(67.7, 1);
  });

  it('counts a draw as half a point: four draws score like 2–2', () => {
    expect(summarize(match(0, 0, 4)).interval).toEqual(summarize(match(2, 2)).interval);
  });

  it('claims nothing about an empty match', () => {
    expect(summarize([])).toMatchObject({ games: 0, score: 0.5, interval: [0, 1], eloInterval: [-Infinity, Infinity] });
  });

  it('keeps the Elo point estimate finite for perfect scores, the interval ends not', () => {
    expect(eloFromScore(0.5, 10)).toBe(0);
    expect(eloFromScore(1, 100)).toBeCloseTo(919.5, 1);
    expect(eloFromScore(0, 100)).toBeCloseTo(-919.5, 1);
    expect(eloOfScore(1)).toBe(Infinity);
    expect(eloOfScore(0)).toBe(-Infinity);
    expect(eloOfScore(0.75)).toBeCloseTo(190.8, 1);
  });
});
