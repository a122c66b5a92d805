import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import type { ThinkJob, ThinkReply, ThinkWorkerData } from './think-protocol.js';

/**
 * A worker thread that finds bots' moves for the server, so a bot thinking for its budget never holds up
 * the main thread's requests. It gets only the bot seat's view (ThinkRequest is plain data) and reads the
 * cancel flag from shared memory while it searches. Whatever its budget, a think stops at the server's
 * longest think (`maxMs`), like a cancel: the bot answers with its best move so far.
 */
const port = parentPort;
if (!port) throw new Error('think worker: must run as a worker thread');
const { maxMs } = (workerData ?? { maxMs: null }) as ThinkWorkerData;
const think = inProcessThinker(registry);

port.on('message', (job: ThinkJob) => {
  const cancel = new Int32Array(job.flag);
  // The server's longest think, or the request's own limit (a timed game's share of the bot's clock).
  const limit = Math.min(maxMs ?? Infinity, job.request.maxMs ?? Infinity);
  const stopAt = performance.now() + limit;
  const signal = {
    get aborted() {
      return Atomics.load(cancel, 0) !== 0 || performance.now() >= stopAt;
    },
  };
  think(job.request, signal).then(
    (answer) => port.postMessage({ id: job.id, answer } satisfies ThinkReply),
    (error: Error) => port.postMessage({ id: job.id, error: error.message } satisfies ThinkReply),
  );
});
