import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const serverMain = join(repositoryRoot, 'apps/api/dist/main.js');
// The server's Node flags, from its own build (an app may not import another app's source).
const serverFlags = join(repositoryRoot, 'apps/api/dist/node-flags.js');
const webRoot = join(repositoryRoot, 'apps/web/dist');

/** The API server as `npm start` runs it, serving the built client, on a free port with its own database. */
export interface ApiServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts `node <the server's flags> apps/api/dist/main.js` (the web test target builds it first) with `PORT=0`, a SQLite file in a
 * fresh temporary folder and `TABULA_WEB_ROOT=apps/web/dist`, and resolves once it says where it listens.
 * The rate limit is off: a browser test makes far more requests a minute than one player does. `env` adds
 * settings (a short TABULA_CLAIM_AFTER_SECONDS).
 */
export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
  if (!existsSync(serverMain)) throw new Error('apps/api/dist/main.js is missing: the web test target builds the API first (api:build)');
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-web-e2e-'));
  const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(serverFlags).href)) as { SERVER_NODE_FLAGS: readonly string[] };
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      TABULA_DB: join(dataDir, 'tabula.db'),
      TABULA_WEB_ROOT: webRoot,
      TABULA_LOG_LEVEL: 'warn',
      TABULA_RATE_LIMIT: '0',
      TABULA_BOT_THREADS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /running at (http:\/\/\S+?)\/ /.exec(stdout);
      if (listening?.[1]) resolve(`${listening[1]}/`);
    });
    void exited.then(() => reject(new Error(`the API server exited before listening; stderr: ${stderr}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
