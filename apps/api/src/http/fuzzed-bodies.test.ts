import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.js';
import { createGame, client, startTestServer } from '../testing/test-server.js';

// Bodies nobody should send, at every route that takes one: each must get an answer that says what is
// wrong (4xx) or, when by chance it is a valid request, a normal one — never a server error.

let running: RunningServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(() => running.stop());

/** 4,000 by default keeps api:test quick on two cores; TABULA_FUZZ_BODIES=10000 runs the full count. */
const BODIES = Number(process.env.TABULA_FUZZ_BODIES ?? 4000);

const FIELDS = ['game', 'players', 'take', 'position', 'seed', 'move', 'version', 'setup', 'token', '__proto__', 'constructor', 'type'];

/** JSON-ish bodies: random values, objects built from the real field names, and raw text. */
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), fc.oneof(fc.jsonValue(), fc.constantFrom('human', 'jungle', 'stratego', 'a3a4', 0, 1, [0, 1], ['human', { bot: 'level1' }]))).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('', '{', '[]', 'null', '{"move":"a3a4","version":1e309}', '{"version":-0}', '\u0000', '{"players":["human",{"bot":"level1","budget":{}}],"game":"jungle"}'),
);

const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', ''];

describe('fuzzed request bodies', () => {
  it('never get a 5xx from any route that takes a body', async () => {
    const api = client(running.url);
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 1 });
    const routes = ['/api/games', `/api/games/${id}/moves`, `/api/games/${id}/setup`, `/api/games/${id}/resign`, `/api/games/${id}/undo`, `/api/games/${id}/undo/accept`, `/api/games/${id}/seats/1`, `/api/games/%ff/moves`];
    const cases = fc.sample(fc.tuple(fc.constantFrom(...routes), body, fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(undefined, tokens[0], tokens[1], 'garbage token')), { numRuns: BODIES, seed: 22 });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    // A few requests in flight at once, as real clients would send them.
    const worker = async () => {
      while (next < cases.length) {
        const [route, text, type, token] = cases[next++] as (typeof cases)[number];
        const response = await fetch(`${running.url}${route}`, {
          method: 'POST',
          headers: { ...(type ? { 'content-type': type } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: text,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) failures.push(`${response.status} ${route} ${type} ${text}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    const clientErrors = [...statuses].filter(([status]) => status >= 400 && status < 500).reduce((sum, [, count]) => sum + count, 0);
    expect(clientErrors).toBeGreaterThan(cases.length * 0.9);
    // A few hundred requests, each a fresh connection: minutes on a machine running every project's tests.
  }, 240_000);
});
