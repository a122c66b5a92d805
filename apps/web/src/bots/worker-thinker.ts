import type { BotThinker } from '@tabula/play';
import type { ThinkReply } from './worker-protocol.js';

/** The part of a Worker the thinker uses (a fake in tests). */
export interface BotWorker {
  onmessage: ((event: MessageEvent<ThinkReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

/** How often a thinking bot checks whether it was cancelled, in milliseconds. */
const CANCEL_POLL_MS = 40;

/** A session's thinker and the way to end its worker when the page that uses it goes. */
export interface WorkerBots {
  readonly thinker: BotThinker;
  /** Terminates the worker; a later move starts a new one. */
  stop(): void;
}

/** Why a bot's move did not come: it was cancelled. */
export const CANCELLED = 'the bot was stopped';

/**
 * A session's bots thinking in a Web Worker: one worker, started on the first move and reused. The
 * session's cancel flag is polled; once set, the worker is terminated mid-search (its search cannot
 * be interrupted any other way) and the promise rejects, so a new game or an undo never waits.
 */
export function workerThinker(startWorker: () => BotWorker): WorkerBots {
  let worker: BotWorker | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
  };
  const thinker: BotThinker = (request, signal) =>
    new Promise((resolve, reject) => {
      const current = worker ?? startWorker();
      worker = current;
      const finish = () => {
        clearInterval(poll);
        current.onmessage = null;
        current.onerror = null;
      };
      const poll = setInterval(() => {
        if (!signal.aborted) return;
        finish();
        current.terminate();
        if (worker === current) worker = null;
        reject(new Error(CANCELLED));
      }, CANCEL_POLL_MS);
      current.onmessage = (event) => {
        finish();
        const reply = event.data;
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply.answer);
      };
      current.onerror = (event) => {
        finish();
        current.terminate();
        if (worker === current) worker = null;
        reject(new Error(`the bot worker failed: ${event.message}`));
      };
      current.postMessage({ request });
    });
  return { thinker, stop };
}

/** The bots the page uses: a module worker built by Vite from bot-worker.ts. */
export function browserBots(): WorkerBots {
  return workerThinker(() => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'tabula-bots' }));
}
