import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express, { type Express, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJsonInOneStep } from './json-answer.js';

// `res.json` in one step (json-answer.ts) against Express's own: the same handlers on two apps, one
// with it and one without, on real listening servers; every answer must be the same bytes (less the
// date), and each case says whether the one-step writer answered it or handed it to Express's.

/** Calls that reached Express's own res.json on the app with the one-step writer. */
let handedOn = 0;

const handlers: Record<string, (req: Request, res: Response) => void> = {
  '/object': (_req, res) => void res.json({ id: 'g1', moves: ['a3a4'], text: '象 é' }),
  '/created': (_req, res) => void res.status(201).json({ id: 'g2' }),
  '/error': (_req, res) => void res.status(404).json({ error: { code: 'not-found', message: 'no game g3' } }),
  '/array': (_req, res) => void res.json([1, 2, 3]),
  '/null': (_req, res) => void res.json(null),
  '/text': (_req, res) => void res.json('plain'),
  '/typed': (_req, res) => void res.type('application/problem+json').json({ title: 'typed' }),
  '/no-content': (_req, res) => void res.status(204).json({ ignored: true }),
  '/headers': (_req, res) => {
    res.set('Allow', 'POST');
    res.json({ allowed: 'POST' });
  },
};

function build(oneStep: boolean): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (oneStep) {
    const own = app.response.json;
    app.response.json = function counted(this: Response, value?: unknown) {
      handedOn++;
      return own.call(this, value);
    };
    answerJsonInOneStep(app);
  }
  for (const [path, handler] of Object.entries(handlers)) app.all(path, handler);
  return app;
}

const servers: Server[] = [];
beforeAll(async () => {
  for (const app of [build(false), build(true)]) {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

/** The whole answer as sent, less its Date header. */
function answer(server: Server, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString().replace(/\r\nDate: [^\r]*/i, '')));
    socket.on('error', reject);
  });
}

interface Case {
  readonly name: string;
  readonly request: string;
  /** The status line both must send. */
  readonly status: string;
  /** Whether the one-step writer answers it (false: Express's own). */
  readonly oneStep: boolean;
}

const request = (method: string, path: string, headers = '') => `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;
const CASES: readonly Case[] = [
  { name: 'an object', request: request('POST', '/object'), status: 'HTTP/1.1 200 OK', oneStep: true },
  { name: 'an object on GET', request: request('GET', '/object'), status: 'HTTP/1.1 200 OK', oneStep: true },
  { name: 'a status set before', request: request('POST', '/created'), status: 'HTTP/1.1 201 Created', oneStep: true },
  { name: 'an error body', request: request('POST', '/error'), status: 'HTTP/1.1 404 Not Found', oneStep: true },
  { name: 'an array', request: request('POST', '/array'), status: 'HTTP/1.1 200 OK', oneStep: true },
  { name: 'another header set before', request: request('POST', '/headers'), status: 'HTTP/1.1 200 OK', oneStep: true },
  { name: 'null', request: request('POST', '/null'), status: 'HTTP/1.1 200 OK', oneStep: false },
  { name: 'a string', request: request('POST', '/text'), status: 'HTTP/1.1 200 OK', oneStep: false },
  { name: 'a content type set before', request: request('POST', '/typed'), status: 'HTTP/1.1 200 OK', oneStep: false },
  { name: 'a 204', request: request('POST', '/no-content'), status: 'HTTP/1.1 204 No Content', oneStep: false },
  { name: 'HEAD', request: request('HEAD', '/object'), status: 'HTTP/1.1 200 OK', oneStep: false },
  { name: 'a conditional GET (If-None-Match: *)', request: request('GET', '/object', 'If-None-Match: *\r\n'), status: 'HTTP/1.1 304 Not Modified', oneStep: false },
  { name: 'a conditional GET (If-Modified-Since)', request: request('GET', '/object', 'If-Modified-Since: Thu, 01 Jan 2026 00:00:00 GMT\r\n'), status: 'HTTP/1.1 200 OK', oneStep: false },
];

describe('res.json in one step', () => {
  for (const test of CASES) {
    it(`answers ${test.name} with Express's bytes${test.oneStep ? '' : ', through Express’s own'}`, async () => {
      const throughExpress = await answer(servers[0] as Server, test.request);
      const before = handedOn;
      const written = await answer(servers[1] as Server, test.request);
      expect(throughExpress.split('\r\n')[0]).toBe(test.status);
      expect(written).toBe(throughExpress);
      expect(handedOn === before, 'answered without Express’s own res.json').toBe(test.oneStep);
    });
  }
});
