import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '@tabula/games';
import { EngineTrouble } from '../uci/engine-process.js';
import { closeContestants, makeContestants } from './contestants.js';
import { playArenaGame } from './play.js';
import type { ArenaSetup, WorkerMessage, WorkerReply } from './protocol.js';

/**
 * A worker thread of `tabula arena`: builds the contestants once (an engine process is started for
 * the first game and reused), then plays each game the main thread sends and answers with its
 * record; on `close` the engines quit and the thread ends. Games come from the compiled registry.
 */
const port = parentPort;
if (!port) throw new Error('arena worker: must run as a worker thread');
const setup = workerData as ArenaSetup;
const reply = (message: WorkerReply) => port.postMessage(message);
const failure = (error: unknown): WorkerReply => ({ type: 'error', message: (error as Error).message, engineTrouble: error instanceof EngineTrouble });
const entry = registry.get(setup.gameId);
if (!entry.ok) {
  reply({ type: 'error', message: entry.error.message, engineTrouble: false });
} else {
  try {
    const contestants = makeContestants(entry.value, setup);
    port.on('message', (message: WorkerMessage) => {
      if (message.type === 'close') {
        // process.exit in a worker ends this thread only.
        void closeContestants(contestants).finally(() => process.exit(0));
        return;
      }
      playArenaGame(entry.value.game, entry.value.notation, contestants, message.match, setup.maxPlies).then(
        (record) => reply({ type: 'done', record }),
        (error: unknown) => reply(failure(error)),
      );
    });
  } catch (error) {
    reply(failure(error));
  }
}
