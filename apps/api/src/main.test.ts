import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The built server as `npm start` runs it, in its own process: what it prints at start-up and how it exits
// can only be seen from outside.
const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

interface Started {
  readonly url: string;
  /** All the server has written to stderr so far (its two pipes are read in no set order). */
  readonly stderr: () => string;
}

function run(env: Record<string, string>): ChildProcess {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-main-db-')), 'tabula.db');
  return spawn(process.execPath, [mainJs], { env: { ...process.env, HOST: '127.0.0.1', TABULA_DB: db, TABULA_LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

// Resolves once the server says where it listens; rejects if it exits first.
function started(child: ChildProcess): Promise<Started> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /running at (http:\/\/\S+?)\/ /.exec(stdout);
      if (listening?.[1]) resolve({ url: listening[1], stderr: () => stderr });
    });
    child.on('exit', (code) => reject(new Error(`server exited with status ${code} before listening; stderr: ${stderr}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // 'close', not 'exit': only then has all of stderr been read.
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the server process (dist/main.js)', () => {
  const children: ChildProcess[] = [];
  beforeAll(() => {
    if (!existsSync(mainJs)) throw new Error('apps/api/dist/main.js is missing: the test target builds it first (npx nx run api:build)');
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  it('with TABULA_WEB_ROOT at a missing folder says so on stderr at start-up, serves /api, and answers / with the same words as a JSON 503', async () => {
    const webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-main-')), 'no-such-dist');
    const child = run({ PORT: '0', TABULA_WEB_ROOT: webRoot });
    children.push(child);
    const { url, stderr } = await started(child);
    const words = `the web client is not built: there is no index.html in ${webRoot}; build it with 'npx nx run web:build' (or run 'npm start', which builds it)`;
    await vi.waitFor(() => expect(stderr()).toBe(`tabula server: ${words}; serving the API only until it is built\n`));
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({ error: { code: 'web-client-not-built', message: words } });
  });

  it('refuses a PORT that is not a port number with one clear line and status 1', async () => {
    const { code, stderr } = await exited(run({ PORT: '30o0' }));
    expect(code).toBe(1);
    expect(stderr).toBe("tabula server: PORT must be a whole number from 0 to 65535 (0: any free port), not '30o0'\n");
  });
});
