import { describe, expect, it } from 'vitest';
import { summarize, type GameRecord } from '@tabula/ai';
import { arenaJson, arenaText, engineLines, signedElo, timeLine, type EngineReport } from './report.js';

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

  it('prints each bot’s mean time a move over the moves it played', () => {
    expect(timeLine(['level5', 'uci:fsf'], { msPerMove: [31.25, 9.96], moves: [412, 409] })).toBe(
      'time   level5 31.3 ms a move (412 moves), uci:fsf 10.0 ms a move (409 moves)',
    );
  });

  const engine: EngineReport = {
    bot: 'uci:fsf',
    name: 'Fairy-Stockfish',
    go: 'nodes 10000',
    time: { msPerMove: [31.254, 9.956], moves: [412, 409] },
    forfeits: [1, 2, 3, 4, 5, 6].map((game) => ({ game, bot: 'uci:fsf', reason: 'illegal-move' as const, detail: `answered 'bestmove g1f3' to 'position startpos'` })),
  };

  it('names the engine and lists five of its forfeits, saying how many more the JSON has', () => {
    const lines = engineLines(engine);
    expect(lines[0]).toBe('engine uci:fsf is Fairy-Stockfish, go nodes 10000; forfeits 6');
    expect(lines[1]).toBe("  game 1: uci:fsf lost by illegal-move: answered 'bestmove g1f3' to 'position startpos'");
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe('  … and 1 more (--json lists them all)');
  });

  it('adds the engine, the time a move and every forfeit to the JSON of an engine match only', () => {
    const json = arenaJson('simple-chess', ['level5', 'uci:fsf'], fourNil, engine);
    expect(Object.keys(json).slice(10)).toEqual(['engine', 'msPerMove', 'forfeits']);
    expect(json).toMatchObject({ engine: { bot: 'uci:fsf', name: 'Fairy-Stockfish', go: 'nodes 10000' }, msPerMove: [31.25, 9.96] });
    expect(json.forfeits).toHaveLength(6);
    expect(Object.keys(arenaJson('simple-chess', ['level5', 'greedy'], fourNil))).not.toContain('msPerMove');
  });
});
