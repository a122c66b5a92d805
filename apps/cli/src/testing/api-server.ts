import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API server as `npm start` runs it, for tests of the online commands. An app may not import another
// app, so the CLI's tests start the built server (apps/api/dist/main.js, which cli:test builds first) as
// a child process, on a free loopback port with a fresh SQLite file, and read the URL it prints.

const MAIN_JS = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));
/** The server's Node flags, from the same build (`SERVER_NODE_FLAGS`), as `npm start` passes them. */
const NODE_FLAGS_JS = new URL('../../../api/dist/node-flags.js', import.meta.url);

/** A running API server: its root URL, its database, what it wrote on stderr, and how to stop it. */
export interface ApiServer {
  readonly url: string;
  /** The SQLite file its games are kept in. */
  readonly database: string;
  stderr(): string;
  /**
   * Stops the server and removes the database it made (not one the caller gave it, nor with
   * `keepDatabase`, for a restart); resolves once the process is gone.
   */
  stop(options?: { readonly keepDatabase?: boolean }): Promise<void>;
}

/** Where a server listens and keeps its games: any free port and a fresh database unless given (a restart). */
export interface ApiServerPlace {
  readonly port?: number;
  readonly database?: string;
  /** More of the server's settings (`TABULA_CLAIM_AFTER_SECONDS`: '1'), over the tests' own. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Starts the built API server and resolves once it says where it listens. */
export async function startApiServer(place: ApiServerPlace = {}): Promise<ApiServer> {
  if (!existsSync(MAIN_JS)) throw new Error(`the API server is not built (${MAIN_JS}); run npx nx run api:build`);
  const folder = mkdtempSync(join(tmpdir(), 'tabula-cli-api-'));
  const database = place.database ?? join(folder, 'tabula.db');
  const { SERVER_NODE_FLAGS } = (await import(NODE_FLAGS_JS.href)) as { SERVER_NODE_FLAGS: readonly string[] };
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN_JS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(place.port ?? 0),
      TABULA_DB: database,
      TABULA_LOG_LEVEL: 'warn',
      TABULA_RATE_LIMIT: '0',
      TABULA_WEB_ROOT: join(folder, 'no-web-client'),
      TABULA_BOT_THREADS: '1',
      TABULA_BOT_GAMES_PER_CLIENT: '0',
      ...place.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /running at (http:\/\/\S+?)\/ /.exec(stdout);
      if (listening?.[1]) resolve(listening[1]);
    });
    void exited.then(() => reject(new Error(`the API server exited before listening; stderr: ${stderr}`)));
  });
  return {
    url,
    database,
    stderr: () => stderr,
    async stop({ keepDatabase = false } = {}) {
      child.kill('SIGTERM');
      await exited;
      if (!keepDatabase) rmSync(folder, { recursive: true, force: true });
    },
  };
}
