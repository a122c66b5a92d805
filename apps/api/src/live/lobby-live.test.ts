import { describe, expect, it } from 'vitest';
import { LobbyMessage } from '@tabula/protocol';
import WebSocket from 'ws';
import { openLive } from '../testing/live-client.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// The live lobby on a real listening server: pushed when the socket opens and after every change that
// alters it, so that a challenge posted in one lobby shows in every other at once.
const server = serverForThisFile();
const api = server.api;

/** A lobby socket and the lobby messages it has been pushed, in order. */
/** `next` finds the first lobby pushed (after `after`, when given) that passes `until`. */
function openLobby(): Promise<{ socket: WebSocket; next(until: (message: LobbyMessage) => boolean, after?: LobbyMessage): Promise<LobbyMessage> }> {
  const socket = new WebSocket(`${server.url().replace(/^http/, 'ws')}/api/lobby/live`);
  const received: LobbyMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(LobbyMessage.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const next = (until: (message: LobbyMessage) => boolean, after?: LobbyMessage) =>
    new Promise<LobbyMessage>((resolve, reject) => {
      const check = () => {
        const found = received.slice(after ? received.indexOf(after) + 1 : 0).find(until);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => reject(new Error(`no such lobby within 10 s (got ${received.length})`)), 10_000);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

describe('the live lobby', () => {
  it('shows a challenge posted in one lobby in another at once, moves it to the games being played when taken, and drops it when over', async () => {
    const watching = await openLobby();
    await watching.next(() => true);
    const posted = Date.now();
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], clock: { kind: 'fischer', initialMs: 300_000, incrementMs: 0 } });
    const shown = await watching.next((lobby) => lobby.open.some((game) => game.id === id));
    expect(shown.open.find((game) => game.id === id)).toMatchObject({ game: 'stratego', status: 'open', timeControl: '5+0' });
    // Pushed, not polled: well within a second on a quiet machine (the lobby settles for 150 ms).
    expect(Date.now() - posted).toBeLessThan(5_000);

    const claimed = await api.post(`/api/games/${id}/seats/1`, {});
    expect(claimed.status).toBe(201);
    await watching.next((lobby) => lobby.active.some((game) => game.id === id) && !lobby.open.some((game) => game.id === id));
    await api.post(`/api/games/${id}/resign`, {}, tokens[0]);
    await watching.next((lobby) => !lobby.active.some((game) => game.id === id) && !lobby.open.some((game) => game.id === id));
    watching.socket.close();
  });

  it('counts the spectators of each game being played, live, and drops the count when they leave', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    const watching = await openLobby();
    const spectators = await Promise.all([0, 1].map(() => openLive(server.url(), id, { type: 'hello' })));
    const counted = await watching.next((lobby) => lobby.active.some((game) => game.id === id && game.spectators === 2));
    expect(counted.active.find((game) => game.id === id)).toMatchObject({ id, status: 'active', spectators: 2 });
    expect((await api.get('/api/games?status=active&game=jungle&limit=100')).body.games.find((game: { id: string }) => game.id === id)).toMatchObject({ spectators: 2 });
    for (const spectator of spectators) spectator.close();
    const left = await watching.next((lobby) => lobby.active.some((game) => game.id === id && game.spectators === undefined), counted);
    expect(left.active.find((game) => game.id === id)).not.toHaveProperty('spectators');
    watching.socket.close();
  });

  it('pushes the current lobby to a socket that opens, and closes a socket that talks', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'] });
    const late = await openLobby();
    expect((await late.next(() => true)).open.some((game) => game.id === id)).toBe(true);
    const closed = new Promise<number>((resolve) => late.socket.once('close', (code) => resolve(code)));
    late.socket.send('hello?');
    expect(await closed).toBe(4405);
  });
});
