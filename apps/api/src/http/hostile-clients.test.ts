import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openLive } from '../testing/live-client.js';
import { client, createGame, serverForThisFile, startTestServer } from '../testing/test-server.js';

// Requests a browser page on another site, a rebinding DNS name, a broken client or a crowd behind one
// proxy would send: each is refused in JSON, and none changes anything it should not.

const PUBLIC = 'https://tabula.example';
const server = serverForThisFile({ publicOrigins: [PUBLIC] });
const api = server.api;
const GAME = { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 3 };
const port = () => new URL(server.url()).port;

/** POST /api/games with a raw body, a content type and an Origin (when given), as a page's form or fetch would. */
function post(body: string, headers: Record<string, string>) {
  return fetch(`${server.url()}/api/games`, { method: 'POST', headers, body });
}

/** Sends raw bytes and resolves with everything the server answers before it closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port()), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('cross-site requests (CSRF)', () => {
  it('refuses a state-changing request from a foreign Origin with 403, and creates nothing', async () => {
    const before = (await api.get('/api/games?limit=100')).body.games.length;
    for (const origin of ['http://evil.example', `http://evil.example:${port()}`, 'null', `http://127.0.0.1:${Number(port()) + 1}`]) {
      for (const type of ['text/plain', 'application/json']) {
        const refused = await post(JSON.stringify(GAME), { 'content-type': type, origin });
        expect(refused.status, `${origin} ${type}`).toBe(403);
        expect(await refused.json()).toMatchObject({ error: { code: 'origin-not-allowed' } });
      }
    }
    expect((await api.get('/api/games?limit=100')).body.games.length).toBe(before);
  });

  it('takes a JSON route only as application/json: text/plain, forms and untyped bodies get 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await post(JSON.stringify(GAME), { 'content-type': type });
      expect(refused.status, type).toBe(415);
      expect(await refused.json()).toMatchObject({ error: { code: 'unsupported-media-type' } });
    }
    const untyped = await fetch(`${server.url()}/api/games`, { method: 'POST', body: new TextEncoder().encode(JSON.stringify(GAME)) });
    expect(untyped.status).toBe(415);
    // A POST without a body needs no type (resign, undo).
    const { id, tokens } = await createGame(api, GAME);
    expect((await api.post(`/api/games/${id}/resign`, undefined, tokens[0])).status).toBe(200);
  });

  it('lets the same-origin web client, the public origin, loopback names on its port and clients without Origin act', async () => {
    for (const origin of [`http://127.0.0.1:${port()}`, `http://localhost:${port()}`, PUBLIC, undefined]) {
      const created = await post(JSON.stringify(GAME), { 'content-type': 'application/json', ...(origin ? { origin } : {}) });
      expect(created.status, origin).toBe(201);
    }
    // Reading is no change: a foreign page's GET is answered (without CORS it cannot read the answer).
    expect((await fetch(`${server.url()}/api/health`, { headers: { origin: 'http://evil.example' } })).status).toBe(200);
  });
});

describe('live sockets and origins', () => {
  it('refuses a rebinding DNS name (Origin and Host both evil.example on the server port) and lets the public origin in', async () => {
    const { id } = await createGame(api, GAME);
    const rebound = `evil.example:${port()}`;
    await expect(openLive(server.url(), id, { type: 'hello' }, { origin: `http://${rebound}`, host: rebound })).rejects.toThrow('403');
    const published = await openLive(server.url(), id, { type: 'hello' }, { origin: PUBLIC, host: 'tabula.example' });
    expect((await published.next()).type).toBe('view');
    published.close();
  });
});

describe("what Node answers before Express", () => {
  it('answers a 70 kB URL with a JSON 431', async () => {
    const answer = await raw(`GET /api/health?${'x'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'headers-too-large' } });
  });

  it('answers a request without Host, and one that is not HTTP, with a JSON 400', async () => {
    const hostless = await raw('GET /api/health HTTP/1.1\r\n\r\n');
    expect(hostless).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(hostless.slice(hostless.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'missing-host' } });
    const garbage = await raw('HELLO THERE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { code: 'bad-request' } });
  });
});

describe('rate limits', () => {
  it('count WebSocket upgrades as requests', async () => {
    const limited = await startTestServer({ rateLimit: 4 });
    try {
      const { id } = await createGame(client(limited.url), GAME);
      const opened = [];
      for (let i = 0; i < 3; i++) opened.push(await openLive(limited.url, id));
      await expect(openLive(limited.url, id)).rejects.toThrow('429');
      expect((await client(limited.url).get('/api/health')).status).toBe(429);
      for (const socket of opened) socket.close();
    } finally {
      await limited.stop();
    }
  });

  it('with TABULA_TRUST_PROXY count each client behind the proxy apart (X-Forwarded-For), not the proxy', async () => {
    const behindProxy = await startTestServer({ rateLimit: 2, trustProxy: 1 });
    try {
      const from = (address: string) => fetch(`${behindProxy.url}/api/health`, { headers: { 'x-forwarded-for': address } }).then((response) => response.status);
      expect([await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')]).toEqual([200, 200, 429]);
      expect([await from('203.0.113.2'), await from('203.0.113.2')]).toEqual([200, 200]);
    } finally {
      await behindProxy.stop();
    }
  });
});
