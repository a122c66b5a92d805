import { Worker } from 'node:worker_threads';
import type { BotThinker, ThinkAnswer } from '@tabula/play';

/** The compiled worker beside this module (dist/play/think-worker.js). */
const THINK_WORKER = new URL('./think-worker.js', import.meta.url);

/** How often a think in the worker looks whether it was cancelled (the session's flag is a plain field). */
const CANCEL_POLL_MS = 20;

type Reply = { readonly answer: ThinkAnswer } | { readonly error: string };

/**
 * Bots that think in a worker thread, so that the terminal stays awake while they do: a key (Ctrl-C,
 * `q`) is read at once, not after a search of several seconds. A cancelled think ends its thread at
 * once (the next think starts a fresh one), so nobody waits for a slow bot to notice its flag.
 */
export function workerThinker(script: URL = THINK_WORKER): BotThinker {
  let worker: Worker | null = null;
  return (request, signal) =>
    new Promise<ThinkAnswer>((resolve, reject) => {
      const thread = worker ?? new Worker(script, { execArgv: [] });
      worker = thread;
      // A thread left idle must not keep the command alive once the game is over.
      thread.unref();
      const finish = () => {
        clearInterval(poll);
        thread.off('message', onReply);
        thread.off('error', onError);
      };
      const onReply = (reply: Reply) => {
        finish();
        if ('answer' in reply) resolve(reply.answer);
        else reject(new Error(reply.error));
      };
      const onError = (error: Error) => {
        finish();
        worker = null;
        reject(error);
      };
      const poll = setInterval(() => {
        if (!signal.aborted) return;
        finish();
        worker = null;
        void thread.terminate();
        reject(new Error(`${request.botName}'s think was cancelled`));
      }, CANCEL_POLL_MS);
      thread.on('message', onReply);
      thread.on('error', onError);
      thread.postMessage(request);
    });
}
