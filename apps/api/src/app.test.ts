import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { registry } from '@tabula/games';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { createRegistry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import { pino } from 'pino';
import { createApp } from './app.js';
import { GameService } from './online/game-service.js';
import { SingleNode } from './cluster/single-node.js';
import { PresenceBoard } from './live/presence-board.js';
import { DEFAULT_CLAIM_AFTER_MS } from './live/presence-view.js';
import { SqliteGameStore } from './storage/sqlite-game-store.js';

// A real server on a real port: requests go over TCP, as a browser's would.
function listen(app: ReturnType<typeof appOf>): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = createServer(app.listener).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

const testRegistry = createRegistry([
  { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'three in a row', board: '3×3', origin: 'tests' } },
]);

const log = pino({ level: 'silent' });

/** The app over an in-memory store: these tests are about the catalog, errors and the web client. */
function appOf(options: { registry: typeof testRegistry; webRoot?: string }) {
  const store = new SqliteGameStore(':memory:');
  const games = new GameService(store, { registry: options.registry, thinker: inProcessThinker(options.registry) }, log, new SingleNode(store));
  const presence = { board: new PresenceBoard(new SingleNode(store)), claimAfterMs: DEFAULT_CLAIM_AFTER_MS };
  return createApp({ ...options, games, presence, log });
}

describe('API server', () => {
  let server: Server;
  let url: string;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'tabula-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Tabula</title>');

  beforeAll(async () => {
    ({ server, url } = await listen(appOf({ registry: testRegistry, webRoot })));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('GET /api/health reports ok', async () => {
    const res = await request(url).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: '0.1.0', games: 1 });
  });

  it("GET /api/catalog lists the registry's games", async () => {
    const res = await request(url).get('/api/catalog');
    expect(res.status).toBe(200);
    expect(res.body.games).toEqual([
      { id: 'tic-tac-toe', name: 'Tic-tac-toe (test game)', playerNames: ['X', 'O'], hiddenInformation: false, hasSetup: false, summary: 'three in a row', board: '3×3', origin: 'tests' },
    ]);
  });

  it('GET /api/catalog/:id finds one game and 404s an unknown one with the reason', async () => {
    expect((await request(url).get('/api/catalog/TIC-TAC-TOE')).body.game.id).toBe('tic-tac-toe');
    const missing = await request(url).get('/api/catalog/chess');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'unknown-game', message: "unknown game 'chess'; known games: tic-tac-toe" });
  });

  it('answers unknown API routes and malformed JSON bodies with JSON errors', async () => {
    const unknown = await request(url).get('/api/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    const malformed = await request(url).post('/api/games').set('content-type', 'application/json').send('{"id": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({ code: 'bad-request', message: 'request body is not valid JSON' });
  });

  it('answers a method a known API route does not take with a JSON 405 naming the ones it does', async () => {
    for (const [method, route] of [['delete', '/api/health'], ['post', '/api/catalog'], ['put', '/api/catalog/tic-tac-toe']] as const) {
      const res = await request(url)[method](route).send({});
      expect(res.status, `${method} ${route}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body.error).toEqual({ code: 'method-not-allowed', message: `${method.toUpperCase()} is not allowed on ${route}; allowed: GET, HEAD` });
    }
    expect((await request(url).head('/api/health')).status).toBe(200);
  });

  it('answers an unknown API route with a JSON 404 whatever the method, never with the web page', async () => {
    for (const method of ['get', 'delete', 'post'] as const) {
      const res = await request(url)[method]('/api/nothing');
      expect(res.status, method).toBe(404);
      expect(res.body.error).toEqual({ code: 'not-found', message: `no route ${method.toUpperCase()} /api/nothing` });
    }
  });

  it('answers methods other than GET and HEAD outside /api with a JSON 405 and Allow: GET, HEAD', async () => {
    for (const [method, route] of [['delete', '/'], ['post', '/play/jungle'], ['put', '/index.html']] as const) {
      const res = await request(url)[method](route);
      expect(res.status, `${method} ${route}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.body.error.code).toBe('method-not-allowed');
    }
  });

  it('serves the web client on / and on client-side routes', async () => {
    const root = await request(url).get('/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<title>Tabula</title>');
    expect((await request(url).get('/play/jungle')).text).toContain('<title>Tabula</title>');
  });

  it('has the page and the service worker checked again on every load, and keeps the hashed assets for an hour', async () => {
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'sw.js'), 'const PRECACHE = {};');
    writeFileSync(path.join(webRoot, 'assets', 'index-C3x9.js'), 'export {};');
    for (const page of ['/', '/index.html', '/sw.js']) expect((await request(url).get(page)).headers['cache-control'], page).toBe('no-cache');
    const worker = await request(url).get('/sw.js');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect((await request(url).get('/assets/index-C3x9.js')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('without a web root answers every path outside /api with a JSON 404', async () => {
    const apiOnly = await listen(appOf({ registry: testRegistry }));
    try {
      for (const method of ['get', 'delete'] as const) {
        const res = await request(apiOnly.url)[method]('/');
        expect(res.status, method).toBe(404);
        expect(res.body.error).toEqual({ code: 'not-found', message: `no route ${method.toUpperCase()} /` });
      }
    } finally {
      apiOnly.server.close();
    }
  });

  it('with an unbuilt web client keeps serving /api, answers pages with a JSON 503 saying how to build it, and serves the client once it is built', async () => {
    const unbuilt = mkdtempSync(path.join(tmpdir(), 'tabula-unbuilt-'));
    const app = await listen(appOf({ registry: testRegistry, webRoot: unbuilt }));
    try {
      expect((await request(app.url).get('/api/health')).status).toBe(200);
      for (const route of ['/', '/play/jungle']) {
        const page = await request(app.url).get(route);
        expect(page.status, route).toBe(503);
        expect(page.body.error).toEqual({
          code: 'web-client-not-built',
          message: `the web client is not built: there is no index.html in ${unbuilt}; build it with 'npx nx run web:build' (or run 'npm start', which builds it)`,
        });
      }
      expect((await request(app.url).delete('/')).status).toBe(405);
      // Building the client while the server runs is enough: no restart.
      writeFileSync(path.join(unbuilt, 'index.html'), '<!doctype html><title>Tabula</title>');
      expect((await request(app.url).get('/')).text).toContain('<title>Tabula</title>');
    } finally {
      app.server.close();
    }
  });

  it('lists the real registry through the same route', async () => {
    const real = await listen(appOf({ registry }));
    try {
      const res = await request(real.url).get('/api/catalog');
      expect(res.body.games.map((g: { id: string }) => g.id)).toEqual(registry.list().map((e) => e.id));
    } finally {
      real.server.close();
    }
  });
});
