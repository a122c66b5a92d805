import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIN_JS, spawnMain, spawnServer, type MainProcess } from './testing/server-process.js';

// The built server as `npm start` runs it, in its own process: what it prints at start-up and how it exits
// can only be seen from outside.

describe('the server process (dist/main.js)', () => {
  const started: MainProcess[] = [];
  const spawned = (env: Record<string, string>) => {
    const main = spawnMain(env);
    started.push(main);
    return main;
  };
  beforeAll(() => {
    if (!existsSync(MAIN_JS)) throw new Error('apps/api/dist/main.js is missing: the test target builds it first (npx nx run api:build)');
  });
  afterEach(() => {
    for (const main of started.splice(0)) main.child.kill();
  });

  it('with TABULA_WEB_ROOT at a missing folder says so on stderr at start-up, serves /api, and answers / with the same words as a JSON 503', async () => {
    const webRoot = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-main-')), 'no-such-dist');
    const server = await spawnServer({ TABULA_WEB_ROOT: webRoot });
    started.push(server);
    const words = `the web client is not built: there is no index.html in ${webRoot}; build it with 'npx nx run web:build' (or run 'npm start', which builds it)`;
    await vi.waitFor(() => expect(server.stderr()).toBe(`tabula server: ${words}; serving the API only until it is built\n`));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({ error: { code: 'web-client-not-built', message: words } });
  });

  it.each([
    [{ PORT: '30o0' }, "PORT must be a whole number from 0 to 65535 (0: any free port), not '30o0'"],
    [{ DATABASE_URL: 'mysql://root:secret@db/tabula' }, "DATABASE_URL must be a postgres:// or postgresql:// URL, not 'mysql://…@db/tabula'"],
    [{ TABULA_SWEEP_MS: '10' }, "TABULA_SWEEP_MS must be at least 50 (milliseconds between sweeps), not '10'"],
    [{ DATABASE_URL: 'postgres://tabula:secret@127.0.0.1:1/tabula' }, 'cannot open PostgreSQL at postgres://127.0.0.1:1/tabula: connect ECONNREFUSED 127.0.0.1:1'],
  ])('refuses %o with one clear line (no password in it) and status 1', async (env, line) => {
    const main = spawned(env);
    expect(await main.exited).toBe(1);
    // The last line says why (a missing web build may be said before it); no password is ever printed.
    expect(main.stderr().trimEnd().split('\n').at(-1)).toBe(`tabula server: ${line}`);
    expect(main.stderr()).not.toContain('secret');
  });
});
