import type { MatchSummary } from '@tabula/ai';

/** The `--json` object of `tabula arena`: exactly these keys, `score` being bot A's share. */
export interface ArenaJson {
  readonly game: string;
  readonly bots: readonly [string, string];
  readonly games: number;
  readonly wins: readonly [number, number];
  readonly draws: number;
  readonly adjudicated: number;
  readonly score: number;
  readonly elo: number;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits)) + 0;

/** The JSON summary (score to 4 decimals, Elo to 1). */
export function arenaJson(gameId: string, bots: readonly [string, string], summary: MatchSummary): ArenaJson {
  return {
    game: gameId,
    bots,
    games: summary.games,
    wins: summary.wins,
    draws: summary.draws,
    adjudicated: summary.adjudicated,
    score: round(summary.score, 4),
    elo: round(summary.elo, 1),
  };
}

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;

/** The human summary: one line per fact, A's side first. */
export function arenaText(gameId: string, bots: readonly [string, string], summary: MatchSummary): string[] {
  const [a, b] = bots;
  const [low, high] = summary.interval;
  const [eloLow, eloHigh] = summary.eloInterval;
  return [
    `${gameId}: ${a} vs ${b}, ${summary.games} games (seats alternate)`,
    `wins   ${a} ${summary.wins[0]}, ${b} ${summary.wins[1]}, draws ${summary.draws} (adjudicated ${summary.adjudicated})`,
    `score  ${(summary.score * 100).toFixed(1)}% for ${a} (95% interval ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%)`,
    `elo    ${signed(summary.elo)} for ${a} (95% interval ${signed(eloLow)} to ${signed(eloHigh)})`,
  ];
}
