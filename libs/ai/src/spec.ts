import type { AnyGame, LevelBot, Result } from '@tabula/engine-core';
import { fail, ok } from '@tabula/engine-core';
import type { Bot, BotBudget } from './bot.js';
import { alphaBetaBot } from './bots/alphabeta.js';
import { carelessBot } from './bots/careless.js';
import { greedyBot } from './bots/greedy.js';
import { ismctsBot } from './bots/ismcts.js';
import { randomBot } from './bots/random.js';
import { levelsOf, type Level } from './levels.js';

/**
 * A bot described as data (what a level is, what a command line asks for): one of the bot kinds, or
 * a level of the game being played. A `blunder` share wraps a thinking bot in {@link carelessBot}.
 */
export type BotSpec = LevelBot | { readonly kind: 'level'; readonly level: Level };

/** Budgets when a command line names a search bot without one. */
export const DEFAULT_BUDGETS = {
  alphabeta: { nodes: 20_000 },
  ismcts: { nodes: 2_000 },
} as const satisfies Record<string, BotBudget>;

const BUDGET = /^(?:(\d+)ms)?\+?(?:(\d+)n)?$/;

function parseBudget(text: string, whole: string): Result<BotBudget> {
  const match = BUDGET.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined) || (text.includes('+') && (match[1] === undefined || match[2] === undefined))) {
    return fail('parse', `bad budget '${text}' in bot '${whole}': use e.g. 500ms, 20000n or 500ms+20000n`);
  }
  const ms = match[1] === undefined ? undefined : Number(match[1]);
  const nodes = match[2] === undefined ? undefined : Number(match[2]);
  if (ms === 0 || nodes === 0) return fail('parse', `budget '${text}' in bot '${whole}' must be positive`);
  return ok({ ...(ms === undefined ? {} : { ms }), ...(nodes === undefined ? {} : { nodes }) });
}

/**
 * Reads a bot as written on a command line: `random`, `greedy`, `level1`…`level5`, `alphabeta`,
 * `ismcts`, or a search bot with a budget: `alphabeta:500ms`, `ismcts:2000n`, `alphabeta:500ms+20000n`.
 * A bot that thinks may end in `~SHARE`, its share of random moves (`greedy~0.5`: {@link carelessBot}).
 */
export function parseBotSpec(text: string): Result<BotSpec> {
  const [spec = '', share, extra] = text.trim().toLowerCase().split('~');
  if (share === undefined) return parseSpecWithoutShare(spec, text);
  // Only plain decimals from 0 to 1 (Number would also take '0x1', '1e-1' or '').
  if (extra !== undefined || !/^(?:0|1|0?\.\d+|1\.0*)$/.test(share)) {
    return fail('parse', `bad random-move share '${text.slice(text.indexOf('~') + 1)}' in bot '${text}': use a number from 0 to 1, e.g. greedy~0.5`);
  }
  const plain = parseSpecWithoutShare(spec, text);
  if (!plain.ok) return plain;
  if (plain.value.kind === 'random' || plain.value.kind === 'level') {
    return fail('parse', `bot '${text}': only greedy, alphabeta and ismcts take a random-move share`);
  }
  return ok({ ...plain.value, blunder: Number(share) });
}

/** {@link parseBotSpec} without the `~SHARE` suffix. */
function parseSpecWithoutShare(spec: string, text: string): Result<BotSpec> {
  if (spec === 'random' || spec === 'greedy') return ok({ kind: spec });
  const level = /^level([1-5])$/.exec(spec);
  if (level) return ok({ kind: 'level', level: Number(level[1]) as Level });
  const search = /^(alphabeta|ismcts)(?::(.+))?$/.exec(spec);
  if (search) {
    const kind = search[1] as 'alphabeta' | 'ismcts';
    if (search[2] === undefined) return ok({ kind, budget: DEFAULT_BUDGETS[kind] });
    const budget = parseBudget(search[2], text);
    return budget.ok ? ok({ kind, budget: budget.value }) : budget;
  }
  return fail('parse', `unknown bot '${text}': use random, greedy, level1…level5, alphabeta[:BUDGET] or ismcts[:BUDGET], optionally with ~SHARE of random moves`);
}

/** The bot a spec describes, for one game (levels depend on the game). */
export function botFromSpec(spec: BotSpec, game: AnyGame, name?: string): Bot {
  switch (spec.kind) {
    case 'random':
      return randomBot;
    case 'level': {
      const table = levelsOf(game);
      return botFromSpec(table[spec.level - 1] as BotSpec, game, name ?? `level${spec.level}`);
    }
    default: {
      const bot = thinkingBot(spec, name);
      return spec.blunder ? carelessBot(bot, spec.blunder, name ?? bot.name) : bot;
    }
  }
}

/** The bot of a spec that thinks, before any handicap. */
function thinkingBot(spec: Extract<BotSpec, { kind: 'greedy' | 'alphabeta' | 'ismcts' }>, name: string | undefined): Bot {
  switch (spec.kind) {
    case 'greedy':
      return greedyBot;
    case 'alphabeta':
      return alphaBetaBot(
        spec.budget,
        {
          noise: spec.noise ?? 0,
          samples: spec.samples ?? 1,
          ...(spec.aggregate ? { aggregate: spec.aggregate } : {}),
          ...(spec.sampling ? { sampling: spec.sampling } : {}),
          ...(spec.maxDepth === undefined ? {} : { maxDepth: spec.maxDepth }),
        },
        name ?? 'alphabeta',
      );
    case 'ismcts':
      return ismctsBot(spec.budget, spec.playoutPlies === undefined ? {} : { playoutPlies: spec.playoutPlies }, name ?? 'ismcts');
  }
}

/** Parses a command-line bot and builds it for `game`, keeping the text as the bot's name. */
export function createBot(text: string, game: AnyGame): Result<Bot> {
  const spec = parseBotSpec(text);
  if (!spec.ok) return spec;
  return ok(botFromSpec(spec.value, game, text.trim().toLowerCase()));
}
