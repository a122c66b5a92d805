import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registry } from '@tabula/games';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerConfig } from '../server.js';

/** The compiled bot worker: the test target builds dist first (api:test depends on api:build). */
export const DIST_THINK_WORKER = new URL('../../dist/bots/think-worker.js', import.meta.url);

/** A fresh temporary SQLite file path. */
export function tempDbFile(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'tabula-api-')), 'tabula.db');
}

/** A real listening server on a free port and a temporary SQLite file, silent. */
export function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer({
    registry,
    log: pino({ level: process.env.TABULA_TEST_LOG ?? 'silent' }),
    port: 0,
    host: '127.0.0.1',
    dbFile: tempDbFile(),
    thinkWorker: DIST_THINK_WORKER,
    botThreads: 1,
    rateLimit: 0,
    // Tests create many bot games from one address; the quota's own tests set it.
    botGamesPerClient: 0,
    ...overrides,
  });
}

/**
 * One real server for a whole test file: started before its tests, stopped after them. `api` may be
 * kept in a constant at once; it reaches the server once the server is up.
 */
export function serverForThisFile(overrides: Partial<ServerConfig> = {}): { readonly api: Client; url(): string } {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(overrides);
  });
  afterAll(() => running?.stop());
  const url = () => {
    if (!running) throw new Error('the test server is not running yet: use it inside a test');
    return running.url;
  };
  return { api: client(url), url };
}

/** What a test client's call resolves with: the status, the text, the JSON body (`{}` when none) and the headers. */
export interface ClientAnswer {
  readonly status: number;
  readonly text: string;
  readonly body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly headers: Headers;
}

/** A small JSON client for one server, as tests call it. */
export interface Client {
  call(method: string, route: string, options?: { token?: string; body?: unknown }): Promise<ClientAnswer>;
  get(route: string, token?: string): Promise<ClientAnswer>;
  post(route: string, body?: unknown, token?: string): Promise<ClientAnswer>;
}

/**
 * A small JSON client for one server (its URL, or how to find it): every call resolves with the status and
 * the parsed body. Its type is written out so that a declaration of it names only global types (a copy of
 * the workspace with linked packages could not name the fetch types' module from here).
 */
export function client(server: string | (() => string)): Client {
  const base = typeof server === 'string' ? () => server : server;
  const call = async (method: string, route: string, options: { token?: string; body?: unknown } = {}): Promise<ClientAnswer> => {
    const response = await fetch(`${base()}${route}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, any>) : null; // eslint-disable-line @typescript-eslint/no-explicit-any
    return { status: response.status, text, body: json ?? {}, headers: response.headers };
  };
  return {
    call,
    get: (route: string, token?: string) => call('GET', route, token ? { token } : {}),
    post: (route: string, body?: unknown, token?: string) => call('POST', route, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) }),
  };
}

/** Creates a game and returns its id and the tokens of the seats taken. */
export async function createGame(api: Client, body: Record<string, unknown>): Promise<{ id: string; tokens: [string, string] }> {
  const created = await api.post('/api/games', body);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  const tokens: [string, string] = ['', ''];
  for (const seat of created.body.seats as { seat: 0 | 1; token?: string }[]) if (seat.token) tokens[seat.seat] = seat.token;
  return { id: created.body.id as string, tokens };
}
