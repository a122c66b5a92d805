import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the log is copied into the database file: about a second of commits stays in the log. */
export const CHECKPOINT_EVERY_MS = 1000;

/**
 * The checkpointer's own code, run in a worker thread with its own connection: every interval it copies
 * the write-ahead log's committed pages into the database file (`wal_checkpoint(PASSIVE)`, which never
 * blocks the connection that commits) and syncs both files, so that the log can start over. Plain
 * JavaScript evaluated in the worker, so that the same code runs from the sources and from dist.
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a SQLite file in a worker thread. SQLite would otherwise checkpoint inside a commit once
 * the log passes a thousand pages, on the event loop, syncing the whole database file meanwhile: a
 * stall of many milliseconds that every move behind it waits through. The committing connection turns
 * its own checkpoints off (`wal_autocheckpoint = 0`) and this does them beside it.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private gone = false;

  constructor(file: string, onError: (message: string) => void, everyMs = CHECKPOINT_EVERY_MS) {
    this.worker = new Worker(CHECKPOINTER, { eval: true, execArgv: [], workerData: { file, everyMs, driver: createRequire(import.meta.url).resolve('better-sqlite3') } });
    this.worker.unref();
    this.exited = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.gone = true;
        resolve();
      }),
    );
    this.worker.on('message', (message: { error?: string }) => {
      if (message.error !== undefined) onError(message.error);
    });
    this.worker.on('error', (error) => onError(error.message));
  }

  /** Stops checkpointing and closes the worker's connection (the last connection to close checkpoints what is left). */
  async close(): Promise<void> {
    if (this.gone) return;
    this.worker.ref();
    this.worker.postMessage('close');
    await this.exited;
  }
}
