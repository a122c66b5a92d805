import { createRng, type Player } from '@tabula/engine-core';
import { botFromSpec, type BotBudget, type BotSpec, type CancelFlag } from '@tabula/ai';
import type { Registry } from '@tabula/games';

/**
 * One bot move to find, as plain data so that it can cross to a Web Worker or a worker thread: the
 * seat's view (never the full state), the bot, and a seed for its random choices.
 */
export interface ThinkRequest {
  readonly gameId: string;
  readonly seat: Player;
  /** `game.view(state, seat)`: all the bot may know. */
  readonly view: unknown;
  readonly spec: BotSpec;
  /** The bot's name as written (`level3`), for its answers and errors. */
  readonly botName: string;
  /** Seed of the bot's random stream for this move. */
  readonly seed: string;
  readonly budget?: BotBudget;
  /**
   * The most this think may take in ms, whatever the budget says (a timed game's share of the bot's
   * clock): past it the bot answers with its best move so far, as when its budget runs out.
   */
  readonly maxMs?: number;
}

/** What a bot answered: a move of `game.legalMoves(view)`, and how much it searched. */
export interface ThinkAnswer {
  readonly move: unknown;
  readonly nodes: number;
}

/**
 * How a session's bots think, injected by the front end: in-process for the CLI, a Web Worker in the
 * browser, worker threads on the server. The signal asks it to stop early with its best move so far.
 */
export type BotThinker = (request: ThinkRequest, signal: CancelFlag) => Promise<ThinkAnswer>;

/** Thinks in this thread (the bots' budgets keep a move to about a second). */
export function inProcessThinker(registry: Registry): BotThinker {
  return async (request, signal) => {
    const entry = registry.get(request.gameId);
    if (!entry.ok) throw new Error(entry.error.message);
    const bot = botFromSpec(request.spec, entry.value.game, request.botName);
    const answer = bot.think({
      game: entry.value.game,
      view: request.view,
      rng: createRng(request.seed),
      signal: withDeadline(signal, request.maxMs),
      ...(request.budget ? { budget: request.budget } : {}),
    });
    return { move: answer.move, nodes: answer.nodes };
  };
}

/** `signal`, which also reads aborted once `maxMs` have passed from now (no deadline without it). */
export function withDeadline(signal: CancelFlag, maxMs: number | undefined): CancelFlag {
  if (maxMs === undefined) return signal;
  // Date.now(): the one clock every platform this library runs on has (a think lasts milliseconds to seconds).
  const stopAt = Date.now() + maxMs;
  return {
    get aborted() {
      return signal.aborted || Date.now() >= stopAt;
    },
  };
}
