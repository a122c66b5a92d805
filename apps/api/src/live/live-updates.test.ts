import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { openLive } from '../testing/live-client.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

const server = serverForThisFile({ heartbeatMs: 200 });
const api = server.api;

const HOT_SEAT = { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 4 };

describe('live updates (/api/games/:id/live)', () => {
  it("pushes each socket its own viewer's view with the version after every change", async () => {
    const { id, tokens } = await createGame(api, HOT_SEAT);
    const seat0 = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    const seat1 = await openLive(server.url(), id, { type: 'hello', token: tokens[1] });
    const watcher = await openLive(server.url(), id, { type: 'hello' });
    expect(await seat0.next()).toMatchObject({ type: 'view', view: { version: 0, you: 0, toMove: 0 } });
    expect((await seat1.next()).view).toMatchObject({ version: 0, you: 1 });
    expect((await watcher.next()).view).toMatchObject({ version: 0, you: null });
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    const [a, b, c] = [await seat0.next(), await seat1.next(), await watcher.next()];
    expect(a.view).toMatchObject({ version: 1, you: 0, moves: ['a3a4'] });
    expect(a.view.legalMoves).toBeUndefined();
    expect(b.view).toMatchObject({ version: 1, you: 1, toMove: 1 });
    expect(b.view.legalMoves.length).toBeGreaterThan(0);
    expect(c.view).toMatchObject({ version: 1, you: null });
    expect(c.view.legalMoves).toBeUndefined();
    for (const socket of [seat0, seat1, watcher]) socket.close();
  });

  it("sends each viewer of a Stratego game its own view, the same bytes as that viewer's GET, to each of its sockets", async () => {
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 5 });
    const hellos = [{ token: tokens[0] }, { token: tokens[0] }, { token: tokens[1] }, { token: tokens[1] }, {}, {}];
    const sockets = await Promise.all(hellos.map((hello) => openLive(server.url(), id, { type: 'hello', ...hello })));
    const [red, blue] = ['TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB', 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS'];
    await api.post(`/api/games/${id}/setup`, { setup: red }, tokens[0]);
    await api.post(`/api/games/${id}/setup`, { setup: blue }, tokens[1]);
    await api.post(`/api/games/${id}/moves`, { move: 'a4a5', version: 2 }, tokens[0]);
    const views = (socket: (typeof sockets)[number]) => socket.raw.filter((text) => text.startsWith('{"type":"view"'));
    for (const socket of sockets) while (!views(socket).some((text) => text.includes('"version":3'))) await new Promise((resolve) => setTimeout(resolve, 20));
    const answers = await Promise.all([api.get(`/api/games/${id}`, tokens[0]), api.get(`/api/games/${id}`, tokens[1]), api.get(`/api/games/${id}`)]);
    const expected = answers.map((answer) => `{"type":"view","view":${answer.text}}`);
    for (const [i, socket] of sockets.entries()) {
      const last = views(socket).at(-1) as string;
      expect(last).toBe(expected[Math.floor(i / 2)]);
      const versions = views(socket).map((text) => JSON.parse(text).view.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(versions.length);
    }
    // Red's view names red's ranks and not blue's; a spectator's names neither.
    expect(expected[0]).not.toBe(expected[1]);
    expect(expected[2]).not.toBe(expected[0]);
    expect(expected[2]).not.toBe(expected[1]);
    for (const socket of sockets) socket.close();
  });

  it('a reconnecting client with its last version gets what it missed, or is told it is up to date', async () => {
    const { id, tokens } = await createGame(api, HOT_SEAT);
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    await api.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 }, tokens[1]);
    const behind = await openLive(server.url(), id, { type: 'hello', token: tokens[0], since: 1 });
    expect((await behind.next()).view).toMatchObject({ version: 2, moves: ['a3a4', 'g7g6'] });
    const current = await openLive(server.url(), id, { type: 'hello', token: tokens[0], since: 2 });
    expect(await current.next()).toEqual({ type: 'up-to-date', version: 2 });
    behind.close();
    current.close();
  });

  it('refuses a bad first message, an unknown token, a token in no message, and other messages after hello', async () => {
    const { id, tokens } = await createGame(api, HOT_SEAT);
    const bad = await openLive(server.url(), id, 'hello');
    expect(await bad.next()).toMatchObject({ type: 'error', error: { code: 'bad-hello' } });
    expect((await bad.closed).code).toBe(4400);
    const unknown = await openLive(server.url(), id, { type: 'hello', token: 'x'.repeat(43) });
    expect(await unknown.next()).toMatchObject({ type: 'error', error: { code: 'unknown-token' } });
    expect((await unknown.closed).code).toBe(4401);
    const extra = await openLive(server.url(), id, { type: 'hello', token: tokens[0], colour: 'red' });
    expect((await extra.closed).code).toBe(4400);
    const chatty = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    await chatty.next();
    chatty.socket.send(JSON.stringify({ type: 'move', move: 'a3a4' }));
    expect(await chatty.next()).toMatchObject({ type: 'error', error: { code: 'unexpected-message' } });
    expect((await api.get(`/api/games/${id}`)).body.version).toBe(0);
    chatty.close();
  });

  it('checks browser origins: its own host passes, another site is refused', async () => {
    const { id } = await createGame(api, HOT_SEAT);
    const host = new URL(server.url()).host;
    const own = await openLive(server.url(), id, { type: 'hello' }, { origin: `http://${host}` });
    expect((await own.next()).type).toBe('view');
    own.close();
    await expect(openLive(server.url(), id, { type: 'hello' }, { origin: 'http://evil.example' })).rejects.toThrow('403');
    await expect(openLive(server.url(), 'no-such-game', { type: 'hello' })).rejects.toThrow('404');
  });

  it('closes a socket that sends anything after its hello with 4405, answering once, not message by message', async () => {
    const { id } = await createGame(api, HOT_SEAT);
    const flooder = await openLive(server.url(), id, { type: 'hello' });
    expect((await flooder.next()).type).toBe('view');
    for (let i = 0; i < 2000; i++) flooder.socket.send('x');
    expect((await flooder.closed).code).toBe(4405);
    expect(flooder.raw.slice(1).map((text) => JSON.parse(text)).filter((message) => message.type !== 'presence').map((message) => message.error.code)).toEqual(['unexpected-message']);
  });

  it('drops a socket whose unsent output passes 1 MiB instead of keeping more for it', async () => {
    const { id, tokens } = await createGame(api, HOT_SEAT);
    const slow = await openLive(server.url(), id, { type: 'hello' });
    expect((await slow.next()).type).toBe('view');
    await slow.presence();
    // The server's side of the socket says 2 MiB wait unsent, as for a client that stopped reading.
    const buffered = vi.spyOn(WebSocket.prototype, 'bufferedAmount', 'get').mockReturnValue(2 * 1024 * 1024);
    try {
      await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
      const closed = await Promise.race([slow.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
      expect(closed).toMatchObject({ code: 1006 });
    } finally {
      buffered.mockRestore();
    }
    // The view and who was there, sent before the reader stopped; nothing after.
    expect(slow.raw.map((text) => JSON.parse(text).type)).toEqual(['view', 'presence']);
  });

  it('drops a socket that stops answering heartbeats', async () => {
    const { id } = await createGame(api, HOT_SEAT);
    const silent = await openLive(server.url(), id, { type: 'hello' });
    await silent.next();
    // Stop the client from answering pings, as a dead peer would.
    silent.socket.pong = () => undefined;
    const closed = await Promise.race([silent.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 3000))]);
    expect(closed).not.toBe('still open');
  });
});
