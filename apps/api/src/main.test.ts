import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.js';
import { listeningUrl, MAIN_JS, spawnMain, spawnServer, type MainProcess } from './testing/server-process.js';

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

  it('warns once at start-up when started without its Node flags (node-flags.ts), and not when started with them', async () => {
    const bare = spawnMain({}, []);
    started.push(bare);
    await listeningUrl(bare.child, bare.exited, bare.stderr);
    const warnings = bare.stdout().split('\n').filter((line) => line.includes('"node-flags-missing"'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: 40, missing: [...SERVER_NODE_FLAGS], msg: `started without ${SERVER_NODE_FLAGS.join(' ')}: run 'node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/main.js' (npm start does)` });
    const flagged = await spawnServer({});
    started.push(flagged);
    expect(flagged.stdout()).toContain('Tabula is running at');
    expect(flagged.stdout()).not.toContain('node-flags-missing');
  });

  it('is started by npm start with its Node flags', () => {
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as { scripts: { start: string } };
    expect(manifest.scripts.start).toMatch(new RegExp(`&& node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/main\\.js$`));
  });

  it.each([
    [{ PORT: '30o0' }, "PORT must be a whole number from 0 to 65535 (0: any free port), not '30o0'"],
    [{ DATABASE_URL: 'mysql://root:secret@db/tabula' }, "DATABASE_URL must be a postgres:// or postgresql:// URL, not 'mysql://…@db/tabula'"],
    [{ TABULA_SWEEP_MS: '10' }, "TABULA_SWEEP_MS must be at least 50 (milliseconds between sweeps), not '10'"],
    [{ TABULA_BOT_MAX_MS: '0' }, "TABULA_BOT_MAX_MS must be at least 1 (milliseconds a bot may think for a move), not '0'"],
    [{ TABULA_CLAIM_AFTER_SECONDS: '0' }, "TABULA_CLAIM_AFTER_SECONDS must be at least 1 (seconds a player must be gone from a timed game before the other may claim the win), not '0'"],
    [{ TABULA_HEARTBEAT_MS: '500' }, "TABULA_HEARTBEAT_MS must be at least 1000, not '500'"],
    [{ TABULA_CACHE_POSITIONS: '2e5' }, "TABULA_CACHE_POSITIONS must be a whole number from 0 to 1000000000 (the most positions held in memory besides those of games in use, a game counting its plies and its start), not '2e5'"],
    [{ TABULA_BOT_GAMES_PER_CLIENT: 'ten' }, "TABULA_BOT_GAMES_PER_CLIENT must be a whole number from 0 to 1000000 (unfinished games with a bot per client; 0: no limit), not 'ten'"],
    [{ DATABASE_URL: 'postgres://tabula:secret@127.0.0.1:1/tabula' }, 'cannot open PostgreSQL at postgres://127.0.0.1:1/tabula: connect ECONNREFUSED 127.0.0.1:1'],
    [{ TABULA_PUBLIC_ORIGIN: 'https://tabula.example/play' }, "TABULA_PUBLIC_ORIGIN must be origins like https://tabula.example, comma-separated: 'https://tabula.example/play' is not an origin (scheme://host[:port], no path)"],
    [{ TABULA_TRUST_PROXY: 'true' }, 'TABULA_TRUST_PROXY=true would let any client choose its address; give the number of proxies in front of the server, or their addresses/subnets, comma-separated'],
  ])('refuses %o with one clear line (no password in it) and status 1', async (env, line) => {
    const main = spawned(env);
    expect(await main.exited).toBe(1);
    // The last line says why (a missing web build may be said before it); no password is ever printed.
    expect(main.stderr().trimEnd().split('\n').at(-1)).toBe(`tabula server: ${line}`);
    expect(main.stderr()).not.toContain('secret');
  });

  it('on SIGTERM ends a socket that never answers the close frame and a body that never ends after a grace, and exits 0 in order', async () => {
    const server = await spawnServer({ TABULA_LOG_LEVEL: 'info', TABULA_BOT_THREADS: '1' });
    started.push(server);
    let stdout = '';
    server.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const { host, port } = new URL(server.url);
    const held: Socket[] = [];
    /** A raw connection that sends `request`, resolves once `until` has been answered, and then answers nothing. */
    const hold = (request: string, until: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
        held.push(socket);
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')) && until.test(answer) && resolve());
        socket.on('error', reject);
      });
    // Bot games keep the one bot thread busy, with more moves waiting in its queue.
    for (let i = 0; i < 3; i++) {
      const created = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'jungle', players: [{ bot: 'level3' }, { bot: 'level3' }] }) });
      expect(created.status).toBe(201);
    }
    const { id } = (await (await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'jungle', players: ['human', 'human'] }) })).json()) as { id: string };
    const key = 'dGhlIHNhbXBsZSBub25jZQ==';
    await hold(`GET /api/games/${id}/live HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`, /^HTTP\/1\.1 101 /);
    const body = hold(`POST /api/games HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"game":`, /never/);
    void body.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(9_000);
    for (const socket of held) socket.destroy();
    const lines = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; event?: string });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.at(-1)?.event).toBe('stopped');
  }, 30_000);
});
