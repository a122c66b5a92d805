import { describe, expect, it } from 'vitest';
import { ProtocolClient, ProtocolError, retryDelay, UNREACHABLE, type Fetch } from './index.js';

// The client's own logic over one answer. The whole protocol against the real server is
// apps/api/src/protocol-client.test.ts; here a fetch that gives one fixed answer stands in for the
// server, as the client's fetch option is meant to be used.
function answering(status: number, body: unknown): Fetch {
  return async () => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });
}

async function refusalOf(promise: Promise<unknown>): Promise<ProtocolError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ProtocolError)) throw new Error(`expected a ProtocolError, got ${String(error)}`);
  return error;
}

describe("the server's refusals in words", () => {
  it('carries the code, the server message and the rule, and names the rule in words', async () => {
    const client = new ProtocolClient({ baseUrl: 'http://server', fetch: answering(422, { error: { code: 'illegal-move', message: 'a queen never moves', rule: 'SC-3' } }) });
    const refusal = await refusalOf(client.move('g', 'token', 'd1d3', 4));
    expect(refusal).toMatchObject({ code: 'illegal-move', status: 422, serverMessage: 'a queen never moves', rule: 'SC-3' });
    expect(refusal.message).toBe('Refused by rule SC-3: a queen never moves');
  });

  it('says the game moved on for a stale version, with the current version', async () => {
    const client = new ProtocolClient({ fetch: answering(409, { error: { code: 'stale-version', message: 'version 3 is not 4', version: 4 } }) });
    const refusal = await refusalOf(client.move('g', 'token', 'e2e4', 3));
    expect(refusal.code).toBe('stale-version');
    expect(refusal.version).toBe(4);
    expect(refusal.message).toMatch(/moved on/);
  });

  it("names the device a player holds in the device's own word", async () => {
    const refused = answering(401, { error: { code: 'unknown-token', message: 'no seat has this token' } });
    expect((await refusalOf(new ProtocolClient({ fetch: refused, device: 'terminal' }).view('g', 'x'))).message).toMatch(/^This terminal holds a seat key/);
    expect((await refusalOf(new ProtocolClient({ fetch: refused, device: 'browser' }).view('g', 'x'))).message).toMatch(/^This browser holds a seat key/);
  });

  it('says the server cannot be reached when there is no answer at all', async () => {
    const client = new ProtocolClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const refusal = await refusalOf(client.claimSeat('g', 1));
    expect(refusal.code).toBe(UNREACHABLE);
    expect(refusal.status).toBe(0);
    expect(refusal.message).toMatch(/offline or the server is down/);
  });
});

describe('answers are checked against their schemas', () => {
  it('refuses an answer that does not match, naming the field', async () => {
    const client = new ProtocolClient({ fetch: answering(200, { status: 'ok', version: '1.0.0', games: 'many' }) });
    const refusal = await refusalOf(client.health());
    expect(refusal.code).toBe('bad-answer');
    expect(refusal.serverMessage).toMatch(/^GET \/api\/health: games: /);
  });

  it('gives a matching answer back as it came', async () => {
    const client = new ProtocolClient({ fetch: answering(200, { status: 'ok', version: '1.0.0', games: 3 }) });
    expect(await client.health()).toEqual({ status: 'ok', version: '1.0.0', games: 3 });
  });
});

describe('quick pairing', () => {
  it('posts the game and time control to /api/pairing and gives back the seat and its token', async () => {
    const asked: { url: string; body: string | undefined }[] = [];
    const client = new ProtocolClient({
      baseUrl: 'http://server',
      fetch: async (url, request) => {
        asked.push({ url, body: request.body });
        return { ok: true, status: 201, text: async () => JSON.stringify({ id: 'g1', seat: 1, token: 't', version: 0, paired: false }) };
      },
    });
    const answer = await client.pair({ game: 'jungle', clock: { kind: 'fischer', initialMs: 180000, incrementMs: 2000 } });
    expect(answer).toEqual({ id: 'g1', seat: 1, token: 't', version: 0, paired: false });
    expect(asked).toEqual([{ url: 'http://server/api/pairing', body: JSON.stringify({ game: 'jungle', clock: { kind: 'fischer', initialMs: 180000, incrementMs: 2000 } }) }]);
  });
});

describe('reconnecting', () => {
  it('waits half a second, then twice as long each time, up to eight seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
