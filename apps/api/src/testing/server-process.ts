import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built server as `npm start` runs it (the test target builds it first). */
export const MAIN_JS = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  readonly exited: Promise<number | string>;
}

/** Starts dist/main.js on a free port with `env`, and resolves once it says where it listens. */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', TABULA_LOG_LEVEL: 'warn', TABULA_RATE_LIMIT: '0', TABULA_WEB_ROOT: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /running at (http:\/\/\S+?)\/ /.exec(stdout);
      if (listening?.[1]) resolve({ child, url: listening[1], exited });
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening; stderr: ${stderr}`)));
  });
}
