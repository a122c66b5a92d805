import type { GameRecord, MatchGame } from '@tabula/ai';

/** What a match needs besides its schedule: everything is data, so it crosses to worker threads. */
export interface ArenaSetup {
  readonly gameId: string;
  /** Bot texts as the user wrote them, `[A, B]`. */
  readonly bots: readonly [string, string];
  readonly maxPlies: number;
}

/** Main thread → worker: play this game. */
export interface PlayMessage {
  readonly type: 'play';
  readonly match: MatchGame;
}

/** Worker → main thread: a finished game, or why the worker could not play. */
export type WorkerReply =
  | { readonly type: 'done'; readonly record: GameRecord }
  | { readonly type: 'error'; readonly message: string };
