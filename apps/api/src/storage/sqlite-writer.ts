import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One row written by the writer: the columns of `games` a change sets. */
export interface GameRow {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly version: number;
  readonly bots: number;
  readonly flagAt: number | null;
  readonly doc: string;
}

/** A compare-and-set update: the row's new columns over the version it must still have. */
export interface RowChange {
  readonly row: GameRow;
  readonly expected: number;
}

type Request = { readonly id: number } & ({ readonly kind: 'create'; readonly row: GameRow } | { readonly kind: 'save'; readonly changes: readonly RowChange[] } | { readonly kind: 'close' });
type Reply = { readonly id: number; readonly saved?: boolean[]; readonly error?: string; readonly code?: string };

/**
 * The writer's own code, run in a worker thread: it opens its own connection to the file (WAL,
 * `synchronous = FULL`, the schema already migrated by the main thread) and writes what it is sent, each
 * message one transaction, answering once the transaction is on disk. Plain JavaScript evaluated in the
 * worker, so that the same code runs from the sources under the test runner and from dist.
 */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare('INSERT INTO games (id, game, status, version, bots, flag_at, doc) VALUES (@id, @game, @status, @version, @bots, @flagAt, @doc)');
const update = db.prepare('UPDATE games SET status = @status, version = @version, flag_at = @flagAt, doc = @doc WHERE id = @id AND version = @expected');
const saveAll = db.transaction((changes) => changes.map((change) => update.run({ id: change.row.id, status: change.row.status, version: change.row.version, flagAt: change.row.flagAt, doc: change.row.doc, expected: change.expected }).changes === 1));
parentPort.on('message', (request) => {
  try {
    if (request.kind === 'create') {
      insert.run(request.row);
      parentPort.postMessage({ id: request.id });
    } else if (request.kind === 'save') {
      parentPort.postMessage({ id: request.id, saved: saveAll(request.changes) });
    } else {
      db.close();
      parentPort.postMessage({ id: request.id });
      parentPort.close();
    }
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: String(error && error.message), code: error && error.code });
  }
});
`;

interface Pending {
  readonly resolve: (reply: Reply) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The writes of a SQLite file, done in a worker thread that owns its own connection: a commit's fsync
 * then blocks that thread, not the event loop, which goes on parsing and answering requests meanwhile.
 * Durability is unchanged: a write resolves only once the worker's transaction is on disk. The worker
 * holds the process open only while a write is under way.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private failure: Error | null = null;
  /** Closing: the thread holds the process open until it is gone, so that a shutdown finishes in order. */
  private closing = false;

  constructor(file: string) {
    this.worker = new Worker(WRITER, { eval: true, execArgv: [], workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3') } });
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0 && !this.closing) this.worker.unref();
      if (reply.error !== undefined) waiting.reject(Object.assign(new Error(reply.error), reply.code ? { code: reply.code } : {}));
      else waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the SQLite writer stopped (exit code ${code})`)));
  }

  private send(request: { kind: 'create'; row: GameRow } | { kind: 'save'; changes: readonly RowChange[] } | { kind: 'close' }): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id } as Request);
    });
  }

  async create(row: GameRow): Promise<void> {
    await this.send({ kind: 'create', row });
  }

  /** The changes in one transaction, in order; says per change whether its version held. */
  async saveAll(changes: readonly RowChange[]): Promise<boolean[]> {
    return (await this.send({ kind: 'save', changes })).saved ?? [];
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    await this.send({ kind: 'close' });
    await exited;
  }
}
