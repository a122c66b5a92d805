import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MatchGame } from '@tabula/ai';
import type { GameEntry } from '@tabula/games';
import { EngineTrouble } from '../uci/engine-process.js';
import { closeContestants, makeContestants } from './contestants.js';
import { playArenaGame } from './play.js';
import type { ArenaRecord, ArenaSetup, WorkerMessage, WorkerReply } from './protocol.js';

/** How a match is run. */
export interface RunOptions {
  /** Worker threads to use; 1 plays in this thread. */
  readonly threads: number;
  /** Called after each finished game with the number done so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The compiled worker script next to this module (dist/arena/worker.js), if there is one. */
export function workerScript(): URL | undefined {
  const url = new URL('./worker.js', import.meta.url);
  return url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? url : undefined;
}

/**
 * Plays every scheduled game and returns the records in schedule order. With more than one thread
 * the games are dealt one at a time to worker threads (each builds its contestants once, so each has
 * its own engine process), so the cores stay busy however long single games take; results do not
 * depend on the thread count, because every game carries its own random stream.
 *
 * @param entry - used for in-thread play; workers look the game up by `setup.gameId` in the registry
 * @throws EngineTrouble when an engine cannot be started or set up
 */
export async function runMatch(entry: GameEntry, setup: ArenaSetup, schedule: readonly MatchGame[], options: RunOptions): Promise<ArenaRecord[]> {
  const script = workerScript();
  const threads = Math.max(1, Math.min(options.threads, schedule.length));
  if (threads === 1 || !script) return runInThread(entry, setup, schedule, options);
  return runInWorkers(script, setup, schedule, threads, options);
}

async function runInThread(entry: GameEntry, setup: ArenaSetup, schedule: readonly MatchGame[], options: RunOptions): Promise<ArenaRecord[]> {
  const contestants = makeContestants(entry, setup);
  const records: ArenaRecord[] = [];
  try {
    for (const match of schedule) {
      records.push(await playArenaGame(entry.game, entry.notation, contestants, match, setup.maxPlies));
      options.onProgress?.(records.length, schedule.length);
    }
  } finally {
    await closeContestants(contestants);
  }
  return records;
}

function runInWorkers(script: URL, setup: ArenaSetup, schedule: readonly MatchGame[], threads: number, options: RunOptions): Promise<ArenaRecord[]> {
  return new Promise((resolve, reject) => {
    const records: ArenaRecord[] = new Array<ArenaRecord>(schedule.length);
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let failed = false;
    const send = (worker: Worker, message: WorkerMessage) => worker.postMessage(message);
    const stopAll = () => {
      for (const worker of workers) void worker.terminate();
    };
    // Each worker closes its contestants (an engine hears `quit`) and ends by itself.
    const closeAll = () =>
      Promise.all(
        workers.map((worker) => {
          const exited = new Promise<void>((ended) => worker.once('exit', () => ended()));
          send(worker, { type: 'close' });
          return exited;
        }),
      );
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      stopAll();
      reject(error);
    };
    const feed = (worker: Worker) => {
      const match = schedule[next++];
      if (match) send(worker, { type: 'play', match });
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(script, { workerData: setup });
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        if (failed) return;
        if (reply.type === 'error') {
          fail(reply.engineTrouble ? new EngineTrouble(reply.message) : new Error(reply.message));
          return;
        }
        records[reply.record.index] = reply.record;
        done++;
        options.onProgress?.(done, schedule.length);
        if (done === schedule.length) void closeAll().then(() => resolve(records));
        else feed(worker);
      });
      worker.on('error', fail);
      feed(worker);
    }
  });
}
