import type { ThinkAnswer, ThinkRequest } from '@tabula/play';

/** Main thread → worker: one move to find; `flag` is shared memory the main thread sets to cancel. */
export interface ThinkJob {
  readonly id: number;
  readonly request: ThinkRequest;
  readonly flag: SharedArrayBuffer;
}

/** Worker → main thread: the bot's answer or why it had none. */
export type ThinkReply = { readonly id: number; readonly answer: ThinkAnswer } | { readonly id: number; readonly error: string };

/** What every worker is started with. */
export interface ThinkWorkerData {
  /** Each think stops after this many milliseconds (its best move so far is played); null: only its budget stops it. */
  readonly maxMs: number | null;
}
