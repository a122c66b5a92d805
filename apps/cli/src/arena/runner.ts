import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRecord, MatchGame } from '@tabula/ai';
import type { AnyGame } from '@tabula/engine-core';
import { gamePlayer } from './play.js';
import type { ArenaSetup, PlayMessage, WorkerReply } from './protocol.js';

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
 * the games are dealt one at a time to worker threads (each builds its bots once), so the cores stay
 * busy however long single games take; results do not depend on the thread count, because every
 * game carries its own random stream.
 *
 * @param game - used for in-thread play; workers look the game up by `setup.gameId` in the registry
 */
export async function runMatch(game: AnyGame, setup: ArenaSetup, schedule: readonly MatchGame[], options: RunOptions): Promise<GameRecord[]> {
  const script = workerScript();
  const threads = Math.max(1, Math.min(options.threads, schedule.length));
  if (threads === 1 || !script) return runInThread(game, setup, schedule, options);
  return runInWorkers(script, setup, schedule, threads, options);
}

function runInThread(game: AnyGame, setup: ArenaSetup, schedule: readonly MatchGame[], options: RunOptions): Promise<GameRecord[]> {
  const play = gamePlayer(game, setup);
  const records: GameRecord[] = [];
  for (const match of schedule) {
    records.push(play(match));
    options.onProgress?.(records.length, schedule.length);
  }
  return Promise.resolve(records);
}

function runInWorkers(
  script: URL,
  setup: ArenaSetup,
  schedule: readonly MatchGame[],
  threads: number,
  options: RunOptions,
): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    const records: GameRecord[] = new Array<GameRecord>(schedule.length);
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let failed = false;
    const stopAll = () => {
      for (const worker of workers) void worker.terminate();
    };
    const feed = (worker: Worker) => {
      const match = schedule[next++];
      if (match) worker.postMessage({ type: 'play', match } satisfies PlayMessage);
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(script, { workerData: setup });
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        if (failed) return;
        if (reply.type === 'error') {
          failed = true;
          stopAll();
          reject(new Error(reply.message));
          return;
        }
        records[reply.record.index] = reply.record;
        done++;
        options.onProgress?.(done, schedule.length);
        if (done === schedule.length) {
          stopAll();
          resolve(records);
        } else feed(worker);
      });
      worker.on('error', (error) => {
        if (failed) return;
        failed = true;
        stopAll();
        reject(error);
      });
      feed(worker);
    }
  });
}
