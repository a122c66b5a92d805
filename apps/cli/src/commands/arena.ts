import { availableParallelism } from 'node:os';
import { DEFAULT_MAX_PLIES, scheduleMatch, summarize } from '@tabula/ai';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { parseCommandArgs, parseCount } from '../args.js';
import { parseSeed, resolveGame } from '../game-input.js';
import { makeBots } from '../arena/play.js';
import { progressBar } from '../arena/progress.js';
import { arenaJson, arenaText } from '../arena/report.js';
import { runMatch } from '../arena/runner.js';

const options = {
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-plies': { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
} as const;

export const arenaCommand: CliCommand = {
  name: 'arena',
  summary: 'play bots against each other: wins, draws, score with a 95% interval, Elo',
  usage: 'tabula arena GAME --bots A,B [--games N] [--seed S] [--max-plies P] [--threads T] [--json]',
  help: `Plays N games (default 100) between bots A and B; seats alternate, so A moves first in games 1, 3, 5 …
Games run in parallel on worker threads (T, default: the available cores); a progress bar shows on a
terminal. A game that reaches P plies (default ${DEFAULT_MAX_PLIES}) is adjudicated a draw (reason adjudicated).
The match is reproducible from --seed (default 1) when the bots use node budgets.

Bots: random, greedy, level1 … level5 (the game's levels), alphabeta[:BUDGET], ismcts[:BUDGET],
where BUDGET is 500ms, 20000n (nodes; IS-MCTS: iterations) or 500ms+20000n. A bot that thinks may
end in ~SHARE, the share of its moves it plays at random: greedy~0.5, alphabeta:20000n~0.25.

Prints wins, draws, A's score (a draw counts half) with its 95% Wilson score interval, and the Elo
difference A - B with the interval's ends mapped to Elo: +inf or -inf where an end is a score of 1
or 0, so a 4-0 result bounds Elo from below only (the point estimate pulls a perfect score in by
half a game to stay finite). Every figure rests on the N games played, which the output states.
With --json one object:
{"game","bots":[A,B],"games","wins":[a,b],"draws","adjudicated","score","interval":[low,high],
"elo","eloInterval":[low,high]} (score: A's share of the points; draws include adjudicated games;
an eloInterval end is null where it is unbounded).

  --bots A,B        the two bots, A first
  --games N         games to play (default 100)
  --seed S          the match's seed (default 1)
  --max-plies P     adjudicate a draw after P plies (default ${DEFAULT_MAX_PLIES})
  --threads T       worker threads (default: the available cores)
  --json            print one JSON object instead of text`,
  options,
  async run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('arena', args, options);
    const entry = resolveGame(registry, positionals[0]);
    if (positionals.length > 1) throw new UsageError(`arena: unexpected argument '${positionals[1]}'`);
    if (values.bots === undefined) throw new UsageError('arena: missing --bots A,B');
    const bots = values.bots.split(',').map((text) => text.trim());
    if (bots.length !== 2 || bots.some((text) => text === '')) throw new UsageError(`arena: --bots needs two bots separated by a comma, got '${values.bots}'`);
    const pair: readonly [string, string] = [bots[0] as string, bots[1] as string];
    try {
      makeBots(entry.game, pair); // checks both texts before any thread starts
    } catch (error) {
      throw new UsageError(`arena: ${(error as Error).message}`);
    }
    const games = parseCount('--games', values.games ?? '100', 1, 100_000);
    const maxPlies = parseCount('--max-plies', values['max-plies'] ?? String(DEFAULT_MAX_PLIES), 1, 1_000_000);
    const threads = parseCount('--threads', values.threads ?? String(availableParallelism()), 1, 256);
    const seed = parseSeed(values.seed);
    const schedule = scheduleMatch(games, seed);
    const onProgress = io.isTTY && process.stderr.isTTY && !values.json ? progressBar((text) => process.stderr.write(text), `${pair[0]} vs ${pair[1]}`) : undefined;
    const records = await runMatch(entry.game, { gameId: entry.id, bots: pair, maxPlies }, schedule, {
      threads,
      ...(onProgress ? { onProgress } : {}),
    });
    const summary = summarize(records);
    if (values.json) io.out(JSON.stringify(arenaJson(entry.id, pair, summary)));
    else for (const line of arenaText(entry.id, pair, summary)) io.out(line);
    return 0;
  },
};
