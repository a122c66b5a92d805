import { availableParallelism } from 'node:os';
import { createBot, DEFAULT_MAX_PLIES, scheduleMatch, summarize } from '@tabula/ai';
import type { GameEntry } from '@tabula/games';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { parseCommandArgs, parseCount } from '../args.js';
import { parseSeed, resolveGame } from '../game-input.js';
import { enginePathOf, engineRefusal } from '../arena/contestants.js';
import type { MatchEngine } from '../arena/engine-contestant.js';
import { DEFAULT_GO, DEFAULT_TIMEOUT_MS, engineFlagsGiven, engineOptions, matchEngine, type EngineFlags } from '../arena/engine-options.js';
import { forfeitsOf, thinkingTime } from '../arena/match-facts.js';
import { progressBar } from '../arena/progress.js';
import type { ArenaRecord } from '../arena/protocol.js';
import { arenaJson, arenaText, engineLines, timeLine, type EngineReport } from '../arena/report.js';
import { runMatch } from '../arena/runner.js';
import { EngineTrouble, UciEngine } from '../uci/engine-process.js';

const options = {
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  'max-plies': { type: 'string' },
  threads: { type: 'string' },
  json: { type: 'boolean' },
  ...engineOptions,
} as const;

export const arenaCommand: CliCommand = {
  name: 'arena',
  summary: 'play bots against each other or a UCI engine: wins, draws, score with a 95% interval, Elo',
  usage: 'tabula arena GAME --bots A,B [--games N] [--seed S] [--max-plies P] [--threads T] [--json] [--uci-go ARGS] [--uci-option NAME=VALUE]… [--uci-timeout MS] [-- ENGINE_ARG…]',
  help: `Plays N games (default 100) between bots A and B; seats alternate, so A moves first in games 1, 3, 5 …
Games run in parallel on worker threads (T, default: the available cores); a progress bar shows on a
terminal. A game that reaches P plies (default ${DEFAULT_MAX_PLIES}) is adjudicated a draw (reason adjudicated).
The match is reproducible from --seed (default 1) when the bots use node budgets.

Bots: random, greedy, level1 … level5 (the game's levels), alphabeta[:BUDGET], ismcts[:BUDGET],
where BUDGET is 500ms, 20000n (nodes; IS-MCTS: iterations) or 500ms+20000n. A bot that thinks may
end in ~SHARE, the share of its moves it plays at random: greedy~0.5, alphabeta:20000n~0.25.

One bot may be uci:PATH, an external UCI engine (Fairy-Stockfish, or \`tabula uci\` serving our own
bots), for games with one start and nothing hidden. PATH is the executable, run without a shell (a bare
name is looked up on PATH; it cannot hold a comma); its arguments follow a lone --, each as one word:
  tabula arena simple-chess --bots level5,uci:node -- apps/cli/bin/tabula.js uci simple-chess --level 3
Each thread starts the engine once (uci, the options, isready) and reuses it, with ucinewgame between
games. A move is asked with "position startpos moves …" in the game's move text and "go ARGS"; the
answer is read by the game's own move parser. An engine that answers an illegal or unparsable move, is
silent past its timeout, or dies loses that game (reason illegal-move, timeout or engine-exited, with
its answer and the position in the report), and is restarted for the next. An engine that cannot be
started or set up stops the match with one line on stderr and exit status 1.

Prints wins, draws, A's score (a draw counts half) with its 95% Wilson score interval, the Elo
difference A - B with the interval's ends mapped to Elo: +inf or -inf where an end is a score of 1
or 0, so a 4-0 result bounds Elo from below only (the point estimate pulls a perfect score in by
half a game to stay finite), and each bot's mean thinking time a move. Every figure rests on the N
games played, which the output states. With an engine, a line names it (its id name, its go) and
lists the games it gave away.
With --json one object:
{"game","bots":[A,B],"games","wins":[a,b],"draws","adjudicated","score","interval":[low,high],
"elo","eloInterval":[low,high]} (score: A's share of the points; draws include adjudicated games;
an eloInterval end is null where it is unbounded); with an engine also "engine":{"bot","name","go"},
"msPerMove":[a,b] and "forfeits":[{"game","bot","reason","detail"}] (timing varies run to run, so
a match of our own bots leaves it out and its JSON is reproduced byte for byte by its seed).

  --bots A,B        the two bots, A first
  --games N         games to play (default 100)
  --seed S          the match's seed (default 1)
  --max-plies P     adjudicate a draw after P plies (default ${DEFAULT_MAX_PLIES})
  --threads T       worker threads (default: the available cores); each has its own engine process
  --json            print one JSON object instead of text
  --uci-go ARGS     the engine's go arguments for every move (default '${DEFAULT_GO}'), e.g.
                    'nodes 10000' (reproducible, equal work) or 'movetime 50' (equal time)
  --uci-option NAME=VALUE
                    a setoption sent after uci, in the order given (repeatable); NAME alone for a
                    button. Fairy-Stockfish on simple-chess:
                    --uci-option VariantPath=tools/fairy-stockfish/variants.ini
                    --uci-option UCI_Variant=simplechess
  --uci-timeout MS  how long the engine may be silent after go or isready (default ${DEFAULT_TIMEOUT_MS} ms,
                    plus the movetime of --uci-go); its handshake at start-up gets at least 10 s
  -- ENGINE_ARG…    everything after a lone -- is passed to the engine as its arguments`,
  options,
  async run(args, { registry, io }) {
    const split = args.indexOf('--');
    const engineArgs = split < 0 ? [] : args.slice(split + 1);
    const { values, positionals } = parseCommandArgs('arena', split < 0 ? args : args.slice(0, split), options);
    const entry = resolveGame(registry, positionals[0]);
    if (positionals.length > 1) throw new UsageError(`arena: unexpected argument '${positionals[1]}'`);
    if (values.bots === undefined) throw new UsageError('arena: missing --bots A,B');
    const bots = values.bots.split(',').map((text) => text.trim());
    if (bots.length !== 2 || bots.some((text) => text === '')) throw new UsageError(`arena: --bots needs two bots separated by a comma, got '${values.bots}'`);
    const pair: readonly [string, string] = [bots[0] as string, bots[1] as string];
    const engine = engineOfMatch(entry, pair, { ...values, args: engineArgs });
    for (const text of pair) {
      if (enginePathOf(text) !== undefined) continue;
      const bot = createBot(text, entry.game); // checks the text before any thread starts
      if (!bot.ok) throw new UsageError(`arena: ${bot.error.message}`);
    }
    const games = parseCount('--games', values.games ?? '100', 1, 100_000);
    const maxPlies = parseCount('--max-plies', values['max-plies'] ?? String(DEFAULT_MAX_PLIES), 1, 1_000_000);
    const threads = parseCount('--threads', values.threads ?? String(availableParallelism()), 1, 256);
    const seed = parseSeed(values.seed);
    const schedule = scheduleMatch(games, seed);
    const onProgress = io.isTTY && process.stderr.isTTY && !values.json ? progressBar((text) => process.stderr.write(text), `${pair[0]} vs ${pair[1]}`) : undefined;
    let records: ArenaRecord[];
    let engineName = '';
    try {
      // The engine is tried once here, so a wrong path or a non-UCI program is one clear line, not a
      // message from every thread; its name goes into the report.
      if (engine) engineName = await probeEngine(engine);
      records = await runMatch(entry, { gameId: entry.id, bots: pair, maxPlies, ...(engine ? { engine } : {}) }, schedule, {
        threads,
        ...(onProgress ? { onProgress } : {}),
      });
    } catch (error) {
      if (!(error instanceof EngineTrouble)) throw error;
      io.err(`tabula: arena: ${error.message}`);
      return EXIT_ENGINE_TROUBLE;
    }
    const summary = summarize(records);
    const time = thinkingTime(records);
    const report: EngineReport | undefined = engine
      ? { bot: engine.label, name: engineName, go: engine.go, time, forfeits: forfeitsOf(records, pair) }
      : undefined;
    if (values.json) io.out(JSON.stringify(arenaJson(entry.id, pair, summary, report)));
    else for (const line of [...arenaText(entry.id, pair, summary), timeLine(pair, time), ...(report ? engineLines(report) : [])]) io.out(line);
    return 0;
  },
};

/** Exit status when an engine cannot be started or set up (as for an online command's trouble). */
const EXIT_ENGINE_TROUBLE = 1;

/** The engine of the match's `uci:` bot, if it has one; refuses engine options that would change nothing. */
function engineOfMatch(entry: GameEntry, bots: readonly [string, string], flags: EngineFlags): MatchEngine | undefined {
  const engines = bots.filter((text) => enginePathOf(text) !== undefined);
  if (engines.length === 0) {
    const given = engineFlagsGiven(flags);
    if (given.length > 0) throw new UsageError(`arena: ${given.join(' and ')} set up a uci: bot's engine, and --bots names none`);
    return undefined;
  }
  if (engines.length > 1) throw new UsageError('arena: at most one bot may be a uci: engine (the arena measures our bots against one)');
  const refusal = engineRefusal(entry);
  if (refusal) throw new UsageError(`arena: a uci: engine cannot play ${entry.id}: ${refusal}`);
  const label = engines[0] as string;
  return matchEngine(label, enginePathOf(label) as string, flags);
}

/** Starts the engine, completes the handshake and quits: its `id name`, or EngineTrouble. */
async function probeEngine(spec: MatchEngine): Promise<string> {
  const engine = await UciEngine.start(spec);
  await engine.quit();
  return engine.name;
}
