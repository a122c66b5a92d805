import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../node-flags.js';

/** The built server as `npm start` runs it (the test target builds it first). */
export const MAIN_JS = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** dist/main.js started, not yet known to listen: its process, all it has written to stderr, and its end. */
export interface MainProcess {
  readonly child: ChildProcess;
  /** All the server has written to stderr so far (its two pipes are read in no set order). */
  stderr(): string;
  /** All the server has written to stdout so far: its log lines and the line saying where it listens. */
  stdout(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone and its pipes are read. */
  readonly exited: Promise<number | string>;
}

export interface ServerProcess extends MainProcess {
  readonly url: string;
}

/**
 * Starts dist/main.js with `env` over quiet test defaults: loopback, any free port, no rate limit, no web
 * client, and a fresh SQLite file unless the env names a database. `nodeFlags`: the server's own
 * (node-flags.ts), as `npm start` gives them, unless a test asks for others.
 */
export function spawnMain(env: Record<string, string>, nodeFlags: readonly string[] = SERVER_NODE_FLAGS): MainProcess {
  const database = env.TABULA_DB || env.DATABASE_URL ? {} : { TABULA_DB: path.join(mkdtempSync(path.join(tmpdir(), 'tabula-main-')), 'tabula.db') };
  const child = spawn(process.execPath, [...nodeFlags, MAIN_JS], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', TABULA_LOG_LEVEL: 'warn', TABULA_RATE_LIMIT: '0', TABULA_WEB_ROOT: '/nonexistent', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  // 'close', not 'exit': only then have all of stdout and stderr been read.
  const exited = new Promise<number | string>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, stderr: () => stderr, stdout: () => stdout, exited };
}

/** Resolves with the URL a server process prints once it listens (`running at http://…/ `); rejects if it ends first. */
export function listeningUrl(child: ChildProcess, exited: Promise<unknown>, stderr: () => string = () => ''): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /running at (http:\/\/\S+?)\/ /.exec(stdout);
      if (listening?.[1]) resolve(listening[1]);
    });
    void exited.then((code) => reject(new Error(`server exited (${String(code)}) before listening; stderr: ${stderr()}`)));
  });
}

/** Starts dist/main.js (see {@link spawnMain}) and resolves once it says where it listens. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const main = spawnMain(env);
  return { ...main, url: await listeningUrl(main.child, main.exited, main.stderr) };
}
