import type { MatchSummary } from '@tabula/ai';
import type { NumberedForfeit, ThinkingTime } from './match-facts.js';

/** What a match against a UCI engine adds to the report. */
export interface EngineReport {
  /** The engine's bot text, e.g. `uci:/opt/stockfish`. */
  readonly bot: string;
  /** The name it gave in the handshake (`id name`). */
  readonly name: string;
  /** The `go` arguments of its every move. */
  readonly go: string;
  readonly time: ThinkingTime;
  readonly forfeits: readonly NumberedForfeit[];
}

/** The `--json` object of `tabula arena`: exactly these keys, `score` being bot A's share. */
export interface ArenaJson {
  readonly game: string;
  readonly bots: readonly [string, string];
  /** Games played: the number every figure rests on. */
  readonly games: number;
  readonly wins: readonly [number, number];
  readonly draws: number;
  readonly adjudicated: number;
  readonly score: number;
  /** 95% Wilson interval of `score`. */
  readonly interval: readonly [number, number];
  readonly elo: number;
  /** Elo at the interval's ends; `null` where an end is a score of 0 or 1 (no finite Elo: ±∞). */
  readonly eloInterval: readonly [number | null, number | null];
  /**
   * Only in a match against an engine, whose timing is not reproducible anyway: a match of our own
   * bots keeps a JSON that its seed reproduces byte for byte.
   */
  readonly engine?: { readonly bot: string; readonly name: string; readonly go: string };
  /** Mean milliseconds a move of A and of B (engine matches only). */
  readonly msPerMove?: readonly [number, number];
  /** Games an engine gave away by an illegal move, a timeout or a crash (engine matches only). */
  readonly forfeits?: readonly NumberedForfeit[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits)) + 0;

// JSON has no infinity (JSON.stringify would write null silently); saying so here makes it a choice.
const finiteOrNull = (value: number, digits: number) => (Number.isFinite(value) ? round(value, digits) : null);

/** The JSON summary (score and interval to 4 decimals, Elo to 1). */
export function arenaJson(gameId: string, bots: readonly [string, string], summary: MatchSummary, engine?: EngineReport): ArenaJson {
  const [low, high] = summary.interval;
  const [eloLow, eloHigh] = summary.eloInterval;
  return {
    game: gameId,
    bots,
    games: summary.games,
    wins: summary.wins,
    draws: summary.draws,
    adjudicated: summary.adjudicated,
    score: round(summary.score, 4),
    interval: [round(low, 4), round(high, 4)],
    elo: round(summary.elo, 1),
    eloInterval: [finiteOrNull(eloLow, 1), finiteOrNull(eloHigh, 1)],
    ...(engine
      ? {
          engine: { bot: engine.bot, name: engine.name, go: engine.go },
          msPerMove: [round(engine.time.msPerMove[0], 2), round(engine.time.msPerMove[1], 2)],
          forfeits: engine.forfeits,
        }
      : {}),
  };
}

/** An Elo difference with its sign; the unbounded ends of an interval print as `-inf` and `+inf`. */
export function signedElo(value: number): string {
  if (value === Infinity) return '+inf';
  if (value === -Infinity) return '-inf';
  const rounded = Math.round(value) + 0; // + 0: -0.4 rounds to -0, which should print as +0
  return `${rounded >= 0 ? '+' : ''}${rounded}`;
}

const percent = (share: number) => (share * 100).toFixed(1);

/** The `time` line: each bot's mean thinking time a move, for comparisons at equal time. */
export function timeLine(bots: readonly [string, string], time: ThinkingTime): string {
  const side = (bot: 0 | 1) => `${bots[bot]} ${time.msPerMove[bot].toFixed(1)} ms a move (${time.moves[bot]} moves)`;
  return `time   ${side(0)}, ${side(1)}`;
}

/** How many forfeits the text lists one by one; the JSON has them all. */
const FORFEITS_SHOWN = 5;

/** The engine's lines: what it is and how it searched, then each game it gave away. */
export function engineLines(engine: EngineReport): string[] {
  const count = engine.forfeits.length;
  const lines = [`engine ${engine.bot} is ${engine.name || '(no id name)'}, go ${engine.go}; forfeits ${count}`];
  for (const forfeit of engine.forfeits.slice(0, FORFEITS_SHOWN)) lines.push(`  game ${forfeit.game}: ${forfeit.bot} lost by ${forfeit.reason}: ${forfeit.detail}`);
  if (count > FORFEITS_SHOWN) lines.push(`  … and ${count - FORFEITS_SHOWN} more (--json lists them all)`);
  return lines;
}

/** The human summary: one line per fact, A's side first. */
export function arenaText(gameId: string, bots: readonly [string, string], summary: MatchSummary): string[] {
  const [a, b] = bots;
  const [low, high] = summary.interval;
  const [eloLow, eloHigh] = summary.eloInterval;
  const games = `${summary.games} game${summary.games === 1 ? '' : 's'}`;
  return [
    `${gameId}: ${a} vs ${b}, ${games} (seats alternate)`,
    `wins   ${a} ${summary.wins[0]}, ${b} ${summary.wins[1]}, draws ${summary.draws} (adjudicated ${summary.adjudicated})`,
    `score  ${percent(summary.score)}% for ${a} over ${games}, a draw counting half (95% Wilson interval ${percent(low)}–${percent(high)}%)`,
    `elo    ${signedElo(summary.elo)} for ${a} (95% interval ${signedElo(eloLow)} to ${signedElo(eloHigh)})`,
  ];
}
