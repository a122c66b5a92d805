import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ApiApp } from '../app.js';
import { SingleNode } from '../cluster/single-node.js';
import { PresenceBoard } from '../live/presence-board.js';
import { DEFAULT_CLAIM_AFTER_MS } from '../live/presence-view.js';
import { GameService } from '../online/game-service.js';
import { SqliteGameStore } from '../storage/sqlite-game-store.js';
import { tempDbFile } from '../testing/test-server.js';

// The acting routes are answered without Express's router (direct-routes.ts). These tests send the same
// requests, good and hostile, once through Express alone and once through the server's listener, each
// to a fresh game set up the same way, and hold the two answers equal: status, headers and body.

const log = pino({ level: 'silent' });

interface Served {
  readonly app: ApiApp;
  readonly store: SqliteGameStore;
  readonly games: GameService;
  /** Express alone, and the listener with the direct routes, over the same games. */
  readonly express: Server;
  readonly direct: Server;
  /** Requests the direct server passed on to Express. */
  readonly passedOn: { count: number };
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function serve(rateLimit = 0): Promise<Served> {
  const store = new SqliteGameStore(tempDbFile());
  const single = new SingleNode(store);
  const games = new GameService(store, { registry, thinker: inProcessThinker(registry) }, log, single);
  const presence = { board: new PresenceBoard(single), claimAfterMs: DEFAULT_CLAIM_AFTER_MS };
  const app = createApp({ registry, games, presence, log, rateLimit });
  const passedOn = { count: 0 };
  // Express's own entry (undocumented in its types): what its app function calls for every request.
  const inner = app.express as ApiApp['express'] & { handle: (req: IncomingMessage, res: ServerResponse, next?: () => void) => void };
  const handle = inner.handle.bind(inner);
  const direct = createServer({ requireHostHeader: false }, (req, res) => {
    // Express's handle is what the listener calls for anything it does not answer itself.
    inner.handle = (...args: Parameters<typeof handle>) => {
      passedOn.count++;
      return handle(...args);
    };
    app.listener(req, res);
  });
  const express = createServer({ requireHostHeader: false }, (req, res) => {
    inner.handle = handle;
    app.express(req, res);
  });
  return { app, store, games, passedOn, express: await listen(express), direct: await listen(direct) };
}

async function close(served: Served): Promise<void> {
  for (const server of [served.express, served.direct]) await new Promise((resolve) => server.close(resolve));
  await served.games.close();
  await served.store.close();
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** Sends raw bytes and resolves with the answer's status line, headers and body, as the server wrote them. */
function raw(server: Server, request: Buffer): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(server), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, split), body: text.slice(split + 4) });
    });
    socket.on('error', reject);
  });
}

/** One request to send: its path, headers and body, for a game and its two seats' tokens on a server. */
interface Case {
  readonly name: string;
  readonly path: (id: string) => string;
  readonly headers?: (tokens: readonly string[], port: number) => Record<string, string>;
  readonly body?: string | Buffer;
  /** The request line's method and version (default POST, HTTP/1.1), and whether to send Host. */
  readonly method?: string;
  readonly noHost?: boolean;
  /** The status both must answer (so that a case cannot pass by failing the same way on both). */
  readonly status: number;
}

const seat0 = (tokens: readonly string[]) => ({ 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` });
const json = (value: unknown) => JSON.stringify(value);

const CASES: readonly Case[] = [
  { name: 'a legal move', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'a stale version', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a3a4', version: 4 }), status: 409 },
  { name: 'an illegal move', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a1a9', version: 0 }), status: 422 },
  { name: 'a seat not to move', path: (id) => `/api/games/${id}/moves`, headers: (t) => ({ 'content-type': 'application/json', authorization: `Bearer ${t[1]}` }), body: json({ move: 'g7g6', version: 0 }), status: 403 },
  { name: 'no token', path: (id) => `/api/games/${id}/moves`, headers: () => ({ 'content-type': 'application/json' }), body: json({ move: 'a3a4', version: 0 }), status: 401 },
  { name: 'another scheme', path: (id) => `/api/games/${id}/moves`, headers: () => ({ 'content-type': 'application/json', authorization: 'Basic YTpi' }), body: json({ move: 'a3a4', version: 0 }), status: 401 },
  { name: 'a forged token', path: (id) => `/api/games/${id}/moves`, headers: () => ({ 'content-type': 'application/json', authorization: 'Bearer forged-token-forged-token' }), body: json({ move: 'a3a4', version: 0 }), status: 401 },
  { name: 'malformed JSON', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: '{"move":', status: 400 },
  { name: 'an unknown field', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a3a4', version: 0, admin: true }), status: 400 },
  { name: 'a body over 16 kB', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a'.repeat(17_000), version: 0 }), status: 413 },
  { name: 'a text/plain body', path: (id) => `/api/games/${id}/moves`, headers: (t) => ({ ...seat0(t), 'content-type': 'text/plain' }), body: json({ move: 'a3a4', version: 0 }), status: 415 },
  { name: 'a UTF-16 charset', path: (id) => `/api/games/${id}/moves`, headers: (t) => ({ ...seat0(t), 'content-type': 'application/json; charset=utf-16' }), body: json({ move: 'a3a4', version: 0 }), status: 400 },
  { name: 'a gzipped body', path: (id) => `/api/games/${id}/moves`, headers: (t) => ({ ...seat0(t), 'content-encoding': 'gzip' }), body: gzipSync(json({ move: 'a3a4', version: 0 })), status: 200 },
  { name: 'a foreign Origin', path: (id) => `/api/games/${id}/moves`, headers: (t) => ({ ...seat0(t), origin: 'https://evil.example' }), body: json({ move: 'a3a4', version: 0 }), status: 403 },
  { name: "the server's own Origin", path: (id) => `/api/games/${id}/moves`, headers: (t, port) => ({ ...seat0(t), origin: `http://127.0.0.1:${port}` }), body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'no Host', path: (id) => `/api/games/${id}/moves`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), noHost: true, status: 400 },
  { name: 'an unknown game', path: () => '/api/games/no-such-game/moves', headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 404 },
  { name: 'a bad game id', path: () => '/api/games/a.b/moves', headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 400 },
  { name: 'an escaped game id', path: (id) => `/api/games/${encodeURIComponent(id).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}/moves`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'a query string', path: (id) => `/api/games/${id}/moves?x=1`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'a trailing slash', path: (id) => `/api/games/${id}/moves/`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'upper case', path: (id) => `/API/GAMES/${id}/MOVES`, headers: seat0, body: json({ move: 'a3a4', version: 0 }), status: 200 },
  { name: 'GET on an acting route', path: (id) => `/api/games/${id}/moves`, headers: seat0, method: 'GET', status: 405 },
  { name: 'a resignation', path: (id) => `/api/games/${id}/resign`, headers: seat0, body: json({ version: 0 }), status: 200 },
  { name: 'a resignation with no body', path: (id) => `/api/games/${id}/resign`, headers: seat0, status: 200 },
  { name: 'a body that is not an object', path: (id) => `/api/games/${id}/resign`, headers: seat0, body: '[1]', status: 400 },
  { name: 'a draw offer', path: (id) => `/api/games/${id}/draw`, headers: seat0, body: json({ version: 0 }), status: 200 },
  { name: 'accepting a draw nobody offered', path: (id) => `/api/games/${id}/draw/accept`, headers: seat0, body: json({ version: 0 }), status: 409 },
  { name: 'a takeback before any move', path: (id) => `/api/games/${id}/undo`, headers: seat0, body: json({ version: 0 }), status: 409 },
  { name: 'an abort', path: (id) => `/api/games/${id}/abort`, headers: seat0, body: json({ version: 0 }), status: 200 },
];

/** The request's bytes, as a client would send them (Connection: close, so the answer ends with the socket). */
function requestBytes(served: Server, test: Case, id: string, tokens: readonly string[]): Buffer {
  const body = test.body === undefined ? Buffer.alloc(0) : Buffer.from(test.body);
  const headers = { ...(test.noHost ? {} : { host: `127.0.0.1:${portOf(served)}` }), ...(test.headers?.(tokens, portOf(served)) ?? {}), connection: 'close', 'content-length': String(body.length) };
  const head = `${test.method ?? 'POST'} ${test.path(id)} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

/** The answer with what differs between any two servers and games masked: the date, the port and the game's id. */
function comparable(answer: { head: string; body: string }, id: string, port: number): { status: string; headers: string[]; body: string } {
  const mask = (text: string) => text.split(id).join('<id>').split(String(port)).join('<port>');
  const [status = '', ...headers] = mask(answer.head).split('\r\n');
  return { status, headers: headers.filter((line) => !/^date:/i.test(line)), body: mask(answer.body) };
}

async function jungleGame(served: Served): Promise<{ id: string; tokens: string[] }> {
  const created = await served.games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: '5' });
  return { id: created.id, tokens: created.seats.map((seat) => seat.token as string) };
}

describe('acting routes answered without the router', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => close(served));

  for (const test of CASES) {
    it(`answer ${test.name} exactly as Express does`, async () => {
      const answers = [];
      for (const server of [served.express, served.direct]) {
        const game = await jungleGame(served);
        const answer = await raw(server, requestBytes(server, test, game.id, game.tokens));
        answers.push(comparable(answer, game.id, portOf(server)));
      }
      const [throughExpress, direct] = answers;
      expect(direct?.status).toMatch(new RegExp(`^HTTP/1.1 ${test.status} `));
      expect(direct).toEqual(throughExpress);
    });
  }

  it('leave Express out of a request of their exact form, and hand it every other', async () => {
    const game = await jungleGame(served);
    const count = async (test: Case) => {
      const before = served.passedOn.count;
      await raw(served.direct, requestBytes(served.direct, test, game.id, game.tokens));
      return served.passedOn.count - before;
    };
    const byName = (name: string) => CASES.find((test) => test.name === name) as Case;
    expect(await count(byName('malformed JSON'))).toBe(0);
    expect(await count(byName('a foreign Origin'))).toBe(0);
    expect(await count(byName('a draw offer'))).toBe(0);
    expect(await count(byName('a legal move'))).toBe(0);
    for (const name of ['a query string', 'upper case', 'a trailing slash', 'an escaped game id', 'GET on an acting route']) expect(await count(byName(name)), name).toBe(1);
    expect(await count({ name: 'the health check', path: () => '/api/health', method: 'GET', status: 200 })).toBe(1);
  });
});

describe('the rate limit on direct routes', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(2);
  });
  afterAll(() => close(served));

  it('counts them and refuses the request over the limit exactly as Express does (429)', async () => {
    // One limiter for both servers, and every request from one address: Express spends the two allowed,
    // then each server is asked once more.
    const game = await jungleGame(served);
    const send = async (server: Server) => raw(server, requestBytes(server, CASES[0] as Case, game.id, game.tokens));
    const spent = [await send(served.express), await send(served.express)].map((answer) => answer.head.split('\r\n')[0]);
    expect(spent).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 409 Conflict']);
    const before = served.passedOn.count;
    const direct = comparable(await send(served.direct), game.id, portOf(served.direct));
    expect(served.passedOn.count).toBe(before);
    const throughExpress = comparable(await send(served.express), game.id, portOf(served.express));
    expect(direct.status).toBe('HTTP/1.1 429 Too Many Requests');
    // The limit's reset time may have moved on a second between the two answers.
    const steady = (headers: string[]) => headers.map((line) => line.replace(/(t=)\d+/, '$1<t>'));
    expect(steady(direct.headers)).toEqual(steady(throughExpress.headers));
    expect(direct.headers.some((line) => /^ratelimit-policy:/i.test(line))).toBe(true);
    expect(direct.body).toEqual(throughExpress.body);
  });
});
