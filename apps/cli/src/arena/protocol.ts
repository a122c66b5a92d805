import type { GameRecord, MatchGame } from '@tabula/ai';
import type { ForfeitReason } from './contestant.js';
import type { MatchEngine } from './engine-contestant.js';

/** What a match needs besides its schedule: everything is data, so it crosses to worker threads. */
export interface ArenaSetup {
  readonly gameId: string;
  /** Bot texts as the user wrote them, `[A, B]`. */
  readonly bots: readonly [string, string];
  readonly maxPlies: number;
  /** The engine of the `uci:` bot, when one of the two is. */
  readonly engine?: MatchEngine;
}

/** A game a contestant gave away: an engine's illegal move, timeout or crash. */
export interface Forfeit {
  /** Which bot lost by it: 0 = A, 1 = B. */
  readonly bot: 0 | 1;
  readonly reason: ForfeitReason;
  /** What happened: the engine's answer (or silence) and the position it was given. */
  readonly detail: string;
}

/** A game of the arena: the match record, plus each bot's thinking time and any forfeit. */
export interface ArenaRecord extends GameRecord {
  /** Total thinking milliseconds of bot A and bot B (not by seat). */
  readonly ms: readonly [number, number];
  /** Moves each bot played, A first. */
  readonly moves: readonly [number, number];
  readonly forfeit?: Forfeit;
}

/** Main thread → worker: play this game, or close the contestants (engines quit) and end. */
export type WorkerMessage = { readonly type: 'play'; readonly match: MatchGame } | { readonly type: 'close' };

/** Worker → main thread: a finished game, or why the worker could not play. */
export type WorkerReply =
  | { readonly type: 'done'; readonly record: ArenaRecord }
  | { readonly type: 'error'; readonly message: string; readonly engineTrouble: boolean };
