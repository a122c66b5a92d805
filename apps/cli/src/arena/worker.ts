import { parentPort, workerData } from 'node:worker_threads';
import { registry } from '@tabula/games';
import { gamePlayer } from './play.js';
import type { ArenaSetup, PlayMessage, WorkerReply } from './protocol.js';

/**
 * A worker thread of `tabula arena`: builds the bots once, then plays each game the main thread
 * sends and answers with its record. Games come from the compiled registry.
 */
const port = parentPort;
if (!port) throw new Error('arena worker: must run as a worker thread');
const setup = workerData as ArenaSetup;
const reply = (message: WorkerReply) => port.postMessage(message);
const entry = registry.get(setup.gameId);
if (!entry.ok) {
  reply({ type: 'error', message: entry.error.message });
} else {
  try {
    const play = gamePlayer(entry.value.game, setup);
    port.on('message', (message: PlayMessage) => {
      try {
        reply({ type: 'done', record: play(message.match) });
      } catch (error) {
        reply({ type: 'error', message: (error as Error).message });
      }
    });
  } catch (error) {
    reply({ type: 'error', message: (error as Error).message });
  }
}
