import { describe, expect, it } from 'vitest';
import { summarize, type GameRecord } from '@tabula/ai';
import { arenaJson, arenaText, signedElo } from './report.js';

/** A record of one game scored `pointsA` for bot A. */
const game = (index: number, pointsA: number): GameRecord => ({
  index,
  seatOfA: index % 2 === 0 ? 0 : 1,
  outcome: { winner: pointsA === 0.5 ? null : (pointsA === 1) === (index % 2 === 0) ? 0 : 1, reason: pointsA === 0.5 ? 'adjudicated' : 'den' },
  plies: 40,
  pointsA,
});

const fourNil = summarize([1, 1, 1, 1].map((points, index) => game(index, points)));

describe('tabula arena’s report', () => {
  it('gives 4–0 a 95% interval of 51.0–100.0%, and Elo open above (not 100–100% and +338 to +338)', () => {
    expect(arenaText('jungle', ['level5', 'greedy'], fourNil)).toEqual([
      'jungle: level5 vs greedy, 4 games (seats alternate)',
      'wins   level5 4, greedy 0, draws 0 (adjudicated 0)',
      'score  100.0% for level5 over 4 games, a draw counting half (95% Wilson interval 51.0–100.0%)',
      'elo    +338 for level5 (95% interval +7 to +inf)',
    ]);
  });

  it('writes the interval into --json, an unbounded Elo end as null', () => {
    expect(arenaJson('jungle', ['level5', 'greedy'], fourNil)).toEqual({
      game: 'jungle',
      bots: ['level5', 'greedy'],
      games: 4,
      wins: [4, 0],
      draws: 0,
      adjudicated: 0,
      score: 1,
      interval: [0.5101, 1],
      elo: 338,
      eloInterval: [7, null],
    });
    const nilFour = arenaJson('jungle', ['greedy', 'level5'], summarize([0, 0, 0, 0].map((points, index) => game(index, points))));
    expect(nilFour).toMatchObject({ interval: [0, 0.4899], eloInterval: [null, -7] });
  });

  it('says how many games the figures rest on, one game included', () => {
    const one = arenaText('jungle', ['a', 'b'], summarize([game(0, 0.5)]));
    expect(one[0]).toBe('jungle: a vs b, 1 game (seats alternate)');
    expect(one[2]).toMatch(/^score {2}50\.0% for a over 1 game, /);
  });

  it('prints infinite Elo ends as -inf and +inf and never a negative zero', () => {
    expect([-Infinity, -0.4, 0, 7.03, Infinity].map(signedElo)).toEqual(['-inf', '+0', '+0', '+7', '+inf']);
  });
});
