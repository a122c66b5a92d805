import { parentPort } from 'node:worker_threads';
import { registry } from '@tabula/games';
import { inProcessThinker, type ThinkRequest } from '@tabula/play';

/**
 * The worker thread a terminal game's bots think in (see worker-thinker.ts): one think at a time, each
 * answered with its move or its error. A think is stopped by ending this thread, so it needs no flag.
 */
const port = parentPort;
if (!port) throw new Error('think worker: must run as a worker thread');
const think = inProcessThinker(registry);
port.on('message', (request: ThinkRequest) => {
  think(request, { aborted: false }).then(
    (answer) => port.postMessage({ answer }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
