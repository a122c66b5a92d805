import { LiveGameConnection, ProtocolClient, ProtocolError, type GameView, type LiveGameState, type OnlineSignal } from '@tabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from './server.js';
import { startTestServer } from './testing/test-server.js';

// The protocol library's client and live connection against the real server, listening on a port:
// every answer they get is checked against the same schemas the server validates and documents with.

let running: RunningServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(() => running.stop());

/** A client as the terminal makes one: Node has no WebSocket of its own, so it gets `ws`'s. */
const clientFor = () => new ProtocolClient({ baseUrl: running.url, WebSocket, device: 'terminal' });

/** A live game whose every reported state is kept, to wait for the one a test expects. */
function follow(options: Omit<ConstructorParameters<typeof LiveGameConnection>[0], 'listener'>) {
  const states: LiveGameState[] = [];
  const waiters = new Set<() => void>();
  const connection = new LiveGameConnection({
    ...options,
    listener: (state) => {
      states.push(state);
      for (const wake of waiters) wake();
    },
  });
  const until = (what: string, holds: (state: LiveGameState) => boolean, timeoutMs = 10_000) =>
    new Promise<LiveGameState>((resolve, reject) => {
      const check = () => {
        const state = connection.current;
        if (!holds(state)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(state);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`the live game never reached: ${what} (last: ${JSON.stringify({ ...connection.current, view: connection.current.view?.version })})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { connection, states, until };
}

const atVersion = (version: number) => (state: LiveGameState) => state.connection === 'live' && state.view?.version === version;

/** An online/offline signal the test switches, as a browser's events would. */
function switchableSignal() {
  let online = true;
  let listeners: { offline: () => void; online: () => void } | null = null;
  const signal: OnlineSignal = {
    isOnline: () => online,
    watch: (offline, onlineAgain) => {
      listeners = { offline, online: onlineAgain };
      return () => (listeners = null);
    },
  };
  return {
    signal,
    set(value: boolean) {
      online = value;
      if (value) listeners?.online();
      else listeners?.offline();
    },
  };
}

function firstLegal(view: GameView): string {
  const move = view.legalMoves?.[0]?.text;
  if (!move) throw new Error(`seat ${String(view.you)} has no legal move at version ${view.version}`);
  return move;
}

describe('the protocol client against the real server', () => {
  it('plays a whole game between two clients while a spectator follows it live', async () => {
    const alice = clientFor();
    const bob = clientFor();
    expect(await alice.health()).toMatchObject({ status: 'ok' });
    expect((await alice.catalog()).games.map((game) => game.id)).toContain('jungle');

    const created = await alice.createGame({ game: 'jungle', players: ['human', 'human'], seed: 3 });
    const { id } = created;
    const aliceToken = created.seats.find((seat) => seat.seat === 0)?.token ?? '';
    expect((await bob.lobby({ status: 'open', game: 'jungle', limit: 100 })).games.map((game) => game.id)).toContain(id);
    const claimed = await bob.claimSeat(id, 1);
    const bobToken = claimed.token;
    await expect(clientFor().claimSeat(id, 1)).rejects.toMatchObject({ code: 'seat-taken', status: 409 });

    const spectator = follow({ client: clientFor(), id });
    // Taking a seat is a change: the game's version counts it.
    const start = claimed.version;
    await spectator.until('the first view', atVersion(start));
    expect(spectator.connection.current.view?.you).toBeNull();

    let view = await alice.move(id, aliceToken, 'a3a4', start);
    expect(view).toMatchObject({ version: start + 1, you: 0, moves: ['a3a4'] });
    await spectator.until('the first move', atVersion(start + 1));

    // Bob's move made before Alice's arrives after it: refused, with the version it missed.
    const stale = await bob.move(id, bobToken, 'a7a6', start).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ProtocolError);
    expect(stale).toMatchObject({ code: 'stale-version', status: 409, version: start + 1 });
    expect((stale as ProtocolError).message).toMatch(/moved on/);

    view = await bob.move(id, bobToken, 'g7g6', start + 1);
    expect(view.moves).toEqual(['a3a4', 'g7g6']);

    // A takeback between people (G-4): offered, declined, offered again and accepted.
    view = await bob.takeback(id, bobToken, 'offer', view.version);
    expect(view.takebackBy).toBe(1);
    view = await alice.takeback(id, aliceToken, 'decline', view.version);
    expect(view).toMatchObject({ takebackBy: null, moves: ['a3a4', 'g7g6'] });
    view = await bob.takeback(id, bobToken, 'offer', view.version);
    view = await alice.takeback(id, aliceToken, 'accept', view.version);
    expect(view).toMatchObject({ takebackBy: null, moves: ['a3a4'], toMove: 1 });
    await spectator.until('the takeback', (state) => state.connection === 'live' && state.view?.version === view.version && state.view.moves.length === 1);

    // Moves until Bob resigns: the game is over for everyone, the spectator included.
    for (let turn = 0; turn < 6; turn++) {
      const [client, token] = view.toMove === 0 ? [alice, aliceToken] : [bob, bobToken];
      const mine = await client.view(id, token);
      view = await client.move(id, token, firstLegal(mine), mine.version);
    }
    view = await bob.resign(id, bobToken, view.version);
    expect(view).toMatchObject({ phase: 'over', status: 'finished', outcome: { winner: 0 } });
    const last = await spectator.until('the end of the game', atVersion(view.version));
    expect(last.view).toMatchObject({ you: null, phase: 'over', outcome: { winner: 0 }, moves: view.moves });
    expect(last.view?.legalMoves).toBeUndefined();
    expect(await alice.record(id)).toContain(view.moves[0]);
    spectator.connection.close();
  });

  it('resyncs by version after the socket drops, and sends a move made offline exactly once', async () => {
    const alice = clientFor();
    const created = await alice.createGame({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 5 });
    const { id } = created;
    const [aliceToken, bobToken] = [0, 1].map((seat) => created.seats.find((entry) => entry.seat === seat)?.token ?? '');
    const device = switchableSignal();
    // A long first retry: the test changes the game while Alice's socket is down, before she is back.
    const live = follow({ client: alice, id, token: aliceToken, online: device.signal, retryDelay: () => 1500 });
    let state = await live.until('the first view', atVersion(0));

    // Alice plays through her live connection.
    live.connection.play(firstLegal(state.view as GameView));
    await live.until("Alice's move", atVersion(1));

    // The device goes offline: the socket drops; Bob moves meanwhile; the reconnect brings only that.
    device.set(false);
    await live.until('the dropped socket', (current) => current.connection === 'reconnecting');
    const bobs = await alice.view(id, bobToken);
    await alice.move(id, bobToken, firstLegal(bobs), 1);
    state = await live.until("Bob's move, after the reconnect", atVersion(2));
    expect(state.view?.moves).toHaveLength(2);

    // Offline again: Alice's move is held, not lost, and sent once when the device is back.
    device.set(false);
    await live.until('the dropped socket', (current) => current.connection === 'reconnecting');
    const held = firstLegal(state.view as GameView);
    live.connection.play(held);
    expect(live.connection.current.pending).toBe(held);
    expect(live.connection.current.problem).toMatch(/offline/);
    device.set(true);
    state = await live.until('the held move, played', (current) => atVersion(3)(current) && current.pending === null);
    expect(state.view?.moves.at(-1)).toBe(held);
    expect(state.problem).toBe('');
    // Once: the server's game has exactly three moves, and no later version.
    expect((await alice.view(id)).version).toBe(3);

    // A view older than the one on the board is never shown.
    live.connection.accept({ ...(state.view as GameView), version: 2, moves: [] });
    expect(live.connection.current.view?.version).toBe(3);
    expect(live.states.map((seen) => seen.view?.version ?? -1)).toEqual([...live.states.map((seen) => seen.view?.version ?? -1)].sort((a, b) => a - b));
    live.connection.close();
  });

  it('ends the live connection of a game the server does not have, saying so', async () => {
    const missing = follow({ client: clientFor(), id: 'no-such-game', retryDelay: () => 200 });
    const ended = await missing.until('the end', (state) => state.connection === 'ended');
    expect(ended.problem).toBe('There is no game no-such-game on this server. Check the link, or find a game in the lobby.');
    missing.connection.close();
  });

  it("ends a live connection whose seat key the server does not know, in the device's words", async () => {
    const client = clientFor();
    const { id } = await client.createGame({ game: 'jungle', players: ['human', 'human'] });
    const stranger = follow({ client, id, token: 'x'.repeat(43) });
    const ended = await stranger.until('the end', (state) => state.connection === 'ended');
    expect(ended.problem).toBe('The server does not know this terminal’s seat key.');
    stranger.connection.close();
  });
});
