import { performance } from 'node:perf_hooks';
import type { Bot } from '@tabula/ai';
import type { AnyGame, Rng } from '@tabula/engine-core';

/** What a contestant is asked on its turn. */
export interface Turn {
  /** The position as the seat to move may see it. */
  readonly view: unknown;
  /** The seat's own random stream (our bots draw from it; an engine has its own). */
  readonly rng: Rng;
  /** The game's moves so far, as canonical move text (what an engine is told). */
  readonly moves: readonly string[];
}

/** Why a contestant lost without a move: the reasons an engine can give a game away. */
export type ForfeitReason = 'illegal-move' | 'timeout' | 'engine-exited';

/** A contestant's answer: a legal move with its thinking time, or a forfeit with what happened. */
export type Choice =
  | { readonly kind: 'move'; readonly move: unknown; readonly ms: number }
  | { readonly kind: 'forfeit'; readonly reason: ForfeitReason; readonly detail: string };

/**
 * One side of a match: one of our bots or an external engine. Asynchronous because an engine is a
 * child process; our bots answer at once. Built once per thread and reused for every game there.
 */
export interface Contestant {
  readonly name: string;
  /** Before each game (an engine hears `ucinewgame`, or is restarted after a fault). */
  newGame(): Promise<void>;
  choose(turn: Turn): Promise<Choice>;
  /** After the last game (an engine is told to quit). */
  close(): Promise<void>;
}

/** One of our bots as a contestant: it thinks synchronously, timed around `think`. */
export function botContestant(game: AnyGame, bot: Bot): Contestant {
  return {
    name: bot.name,
    newGame: () => Promise.resolve(),
    choose(turn) {
      const started = performance.now();
      const answer = bot.think({ game, view: turn.view, rng: turn.rng });
      return Promise.resolve({ kind: 'move', move: answer.move, ms: performance.now() - started });
    },
    close: () => Promise.resolve(),
  };
}
