import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody } from './json-body.js';

// The short way of reading a JSON body (json-body.ts) against body-parser itself: the same raw requests
// go to a route read by each, on a real listening server, and each answers with what it read (the body,
// or the refusal's status and type). The two must agree on every case, and each case also says what both
// must give, so that a case cannot pass by both going wrong the same way.

const LIMIT = 64;

/** Requests that reached body-parser through the short reader (everything it does not read itself). */
let passedOn = 0;

function route(reader: RequestHandler): express.Router {
  const router = express.Router();
  router.post('/', reader, (req, res) => {
    res.json({ body: (req.body as unknown) === undefined ? '(undefined)' : (req.body as unknown) });
  });
  return router;
}

const refused: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, _next) => {
  res.status(error.status ?? 500).json({ refused: error.type ?? 'unknown' });
};

let server: Server;
beforeAll(async () => {
  const app = express();
  const parser = express.json({ limit: LIMIT, type: () => true });
  app.use(
    '/short',
    route(
      jsonBody(LIMIT, (req, res, next) => {
        passedOn++;
        parser(req, res, next);
      }),
    ),
  );
  app.use('/parser', route(express.json({ limit: LIMIT, type: () => true })));
  app.use(refused);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes; resolves with the status code and the JSON answer. */
function send(bytes: Buffer, halfClose = false): Promise<{ status: number; answer: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.write(bytes);
      if (halfClose) socket.end();
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.slice(9, 12)), answer: JSON.parse(text.slice(split + 4)) as unknown });
    });
    socket.on('error', reject);
  });
}

interface Case {
  readonly name: string;
  readonly body?: Buffer | string;
  readonly headers?: Record<string, string>;
  /** Send the body chunked (no Content-Length). */
  readonly chunked?: boolean;
  /** What both must answer. */
  readonly status: number;
  readonly answer: unknown;
  /** Whether the short reader reads it itself. */
  readonly short: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const CASES: readonly Case[] = [
  { name: 'an object', body: '{"move":"a3a4","version":0}', headers: JSON_TYPE, status: 200, answer: { body: { move: 'a3a4', version: 0 } }, short: true },
  { name: 'an array', body: '[1,2]', headers: JSON_TYPE, status: 200, answer: { body: [1, 2] }, short: true },
  { name: 'whitespace before the object', body: ' \r\n\t{"a":1}', headers: JSON_TYPE, status: 200, answer: { body: { a: 1 } }, short: true },
  { name: 'a byte-order mark', body: '\ufeff{"a":1}', headers: JSON_TYPE, status: 200, answer: { body: { a: 1 } }, short: true },
  { name: 'letters beyond ASCII', body: '{"name":"象 é"}', headers: JSON_TYPE, status: 200, answer: { body: { name: '象 é' } }, short: true },
  { name: 'bytes that are not UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), headers: JSON_TYPE, status: 200, answer: { body: { a: '\ufffd\ufffd' } }, short: true },
  { name: 'an empty body', body: '', headers: JSON_TYPE, status: 200, answer: { body: {} }, short: true },
  { name: 'a number', body: '1', headers: JSON_TYPE, status: 400, answer: { refused: 'entity.parse.failed' }, short: true },
  { name: 'a string', body: '"text"', headers: JSON_TYPE, status: 400, answer: { refused: 'entity.parse.failed' }, short: true },
  { name: 'only whitespace', body: '   ', headers: JSON_TYPE, status: 400, answer: { refused: 'entity.parse.failed' }, short: true },
  { name: 'malformed JSON', body: '{"move":', headers: JSON_TYPE, status: 400, answer: { refused: 'entity.parse.failed' }, short: true },
  { name: 'exactly the limit', body: `{"a":"${'x'.repeat(LIMIT - 8)}"}`, headers: JSON_TYPE, status: 200, answer: { body: { a: 'x'.repeat(LIMIT - 8) } }, short: true },
  { name: 'one byte over the limit', body: `{"a":"${'x'.repeat(LIMIT - 7)}"}`, headers: JSON_TYPE, status: 413, answer: { refused: 'entity.too.large' }, short: false },
  { name: 'charset=utf-8', body: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-8' }, status: 200, answer: { body: { a: 1 } }, short: true },
  { name: 'charset=UTF-8, upper case', body: '{"a":1}', headers: { 'content-type': 'Application/JSON; charset=UTF-8' }, status: 200, answer: { body: { a: 1 } }, short: true },
  { name: 'charset=utf-16', body: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-16' }, status: 400, answer: { refused: 'entity.parse.failed' }, short: false },
  { name: 'charset=latin1', body: '{"a":1}', headers: { 'content-type': 'application/json; charset=latin1' }, status: 415, answer: { refused: 'charset.unsupported' }, short: false },
  { name: 'no content type', body: '{"a":1}', status: 200, answer: { body: { a: 1 } }, short: false },
  { name: 'a gzipped body', body: gzipSync('{"a":1}'), headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, status: 200, answer: { body: { a: 1 } }, short: false },
  { name: 'a chunked body', body: '{"a":1}', headers: JSON_TYPE, chunked: true, status: 200, answer: { body: { a: 1 } }, short: false },
  { name: 'no body at all', headers: JSON_TYPE, status: 200, answer: { body: '(undefined)' }, short: false },
];

function requestBytes(path: string, test: Case): Buffer {
  const body = test.body === undefined ? undefined : Buffer.from(test.body);
  const framing = body === undefined ? {} : test.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) };
  const headers = { host: 'localhost', connection: 'close', ...test.headers, ...framing };
  const head = Buffer.from(`POST ${path} HTTP/1.1\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
  if (body === undefined) return head;
  if (!test.chunked) return Buffer.concat([head, body]);
  return Buffer.concat([head, Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
}

describe('a JSON body read the short way', () => {
  for (const test of CASES) {
    it(`reads ${test.name} as body-parser does${test.short ? '' : ', by handing it to body-parser'}`, async () => {
      const before = passedOn;
      const short = await send(requestBytes('/short', test));
      const readShort = passedOn === before;
      const parser = await send(requestBytes('/parser', test));
      expect(parser).toEqual({ status: test.status, answer: test.answer });
      expect(short).toEqual(parser);
      expect(readShort).toBe(test.short);
    });
  }

  it('ends a request whose client left mid-body without an answer nobody reads, and serves the next', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write('POST /short HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n{"a":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    const next = await send(requestBytes('/short', CASES[0] as Case));
    expect(next).toEqual({ status: 200, answer: { body: { move: 'a3a4', version: 0 } } });
  });
});
