import { registry } from '@tabula/games';
import type { SessionEvent, Table, TableState } from '@tabula/play';
import { ProtocolClient, RemoteTable } from '@tabula/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningServer } from './server.js';
import { startTestServer } from './testing/test-server.js';

// RemoteTable (libs/protocol) against the real server listening on a port: two players' tables and a
// spectator's, each built only from its own caller's views, kept in step by the live route.

let running: RunningServer;
beforeAll(async () => {
  running = await startTestServer();
});
afterAll(() => running.stop());

const clientFor = () => new ProtocolClient({ baseUrl: running.url, WebSocket, device: 'terminal' });

/** Opens a table, or fails the test with the refusal. */
async function open(options: Omit<Parameters<typeof RemoteTable.open>[0], 'client' | 'games'>): Promise<RemoteTable> {
  const opened = await RemoteTable.open({ client: clientFor(), games: registry, ...options });
  if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.message}`);
  return opened.value;
}

/** Resolves with the table's state once `holds` is true of it (at once, or after a change). */
function until(table: Table, what: string, holds: (state: TableState) => boolean, timeoutMs = 10_000): Promise<TableState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = table.current();
      if (!holds(state)) return false;
      stop();
      clearTimeout(timer);
      resolve(state);
      return true;
    };
    const stop = table.subscribe(() => {
      check();
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the table never reached: ${what} (at version ${table.current().snapshot.version}, ${table.current().connection})`));
    }, timeoutMs);
    check();
  });
}

const live = (version: number) => (state: TableState) => state.connection === 'live' && state.snapshot.version === version;

describe('RemoteTable against the real server', () => {
  it('plays a Jungle game between two tables while a spectator\'s table follows it, each drawing its own view', async () => {
    const created = await clientFor().createGame({ game: 'jungle', players: ['human', 'human'], take: [0] });
    const blueToken = created.seats.find((seat) => seat.seat === 0)?.token as string;
    const blue = await open({ gameId: created.id, seat: 0, token: blueToken });
    const spectator = await open({ gameId: created.id, seat: null });
    expect(blue.current().openSeat).toBe(1);
    expect(spectator.current().snapshot.viewer).toBe('spectator');

    const claimed = await clientFor().claimSeat(created.id, 1);
    await until(blue, 'Red took its seat', (state) => state.openSeat === null);
    const red = await open({ gameId: created.id, seat: 1, token: claimed.token });
    expect(red.seatsHere).toEqual([1]);
    const events: SessionEvent[] = [];
    spectator.subscribe((change) => {
      if (change.type === 'event') events.push(change.event);
    });

    // The picture comes from the position text through the game's own notation and picture.
    const start = blue.current().snapshot;
    expect(start.picture?.cells.length).toBe(63);
    expect(start.legalMoves?.map((option) => option.text)).toContain('a3a4');
    expect(red.current().snapshot.legalMoves).toBeNull();
    expect(start.seats.map((seat) => seat.name)).toEqual(['Blue', 'Red']);

    const played = await blue.move(0, 'a3a4', start.version);
    expect(played.ok).toBe(true);
    const afterBlue = await until(red, 'Blue\'s move arrived', live(start.version + 1));
    expect(afterBlue.snapshot.lastMove).toMatchObject({ seat: 0, text: 'a3a4', words: "Blue's rat moved from a3 to a4." });
    expect(afterBlue.snapshot.toMove).toBe(1);
    expect(afterBlue.snapshot.legalMoves?.length).toBeGreaterThan(0);
    await until(spectator, 'the spectator saw it', live(start.version + 1));
    expect(events).toEqual([{ version: start.version + 1, type: 'move', seat: 0, move: 'a3a4', ply: 1, words: "Blue's rat moved from a3 to a4." }]);

    // A move made on a board that has moved on is refused, and nothing changes.
    const stale = await red.move(1, 'g7g6', start.version);
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.error.code).toBe('stale-version');
    // A rule's refusal says the game's own sentence with its rule id, as a local game does.
    const illegal = await red.move(1, 'e7e6', afterBlue.snapshot.version);
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error).toMatchObject({ rule: 'JG-4', message: 'JG-4: only the rat may enter water' });
    // A seat acts only for itself; a spectator for nobody.
    expect((await red.move(0, 'a4a5', afterBlue.snapshot.version)).ok).toBe(false);
    expect((await spectator.resign(0)).ok).toBe(false);

    // A takeback between people: offered by Blue, seen by Red, accepted.
    const offered = await blue.takeback(0, 'offer');
    expect(offered.ok).toBe(true);
    await until(red, 'Red sees the offer', (state) => state.takebackBy === 0);
    expect((await red.takeback(1, 'accept')).ok).toBe(true);
    const undone = await until(blue, 'the move was taken back', (state) => state.snapshot.moves.length === 0 && state.takebackBy === null);
    expect(undone.snapshot.toMove).toBe(0);
    await until(spectator, 'the spectator saw the takeback', (state) => state.snapshot.moves.length === 0);
    expect(events.at(-1)).toMatchObject({ type: 'undo', plies: 1 });

    // Red resigns: every table ends with the same outcome, and the events say so.
    expect((await blue.move(0, 'a3a4', blue.current().snapshot.version)).ok).toBe(true);
    await until(red, 'Red to move', (state) => state.snapshot.toMove === 1);
    expect((await red.resign(1)).ok).toBe(true);
    for (const table of [blue, red, spectator]) {
      const over = await until(table, 'the end', (state) => state.snapshot.phase === 'over');
      expect(over.snapshot.outcome).toEqual({ winner: 0, reason: 'resigned' });
    }
    expect(events.slice(-2).map((event) => event.type)).toEqual(['resign', 'over']);
    expect(spectator.eventsSince(0)).toEqual(events);
    const record = await spectator.record();
    expect(record.ok && record.value).toContain('[Game "jungle"]');
    for (const table of [blue, red, spectator]) table.close();
  });

  it('a Stratego table shows its own army and never the other\'s ranks, during set-up and play', async () => {
    const created = await clientFor().createGame({ game: 'stratego', players: ['human', 'human'], take: [0] });
    const redToken = created.seats.find((seat) => seat.seat === 0)?.token as string;
    const claimed = await clientFor().claimSeat(created.id, 1);
    const red = await open({ gameId: created.id, seat: 0, token: redToken });
    const blue = await open({ gameId: created.id, seat: 1, token: claimed.token });
    const spectator = await open({ gameId: created.id, seat: null });
    expect(red.current().snapshot.phase).toBe('setup');
    expect(red.current().snapshot.picture).toBeNull();

    const army = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
    expect((await red.setup(0, army)).ok).toBe(true);
    await until(blue, 'Red\'s army stands', (state) => state.snapshot.seats[0].ready);
    expect(blue.current().snapshot.ownSetup).toBeNull();
    expect((await blue.setup(1, 'BFBNNTTNSS/SBSLLPPBSN/JOLYMGLOJT/SPBBSSPNJT')).ok).toBe(true);
    const playing = await until(red, 'play begins', (state) => state.snapshot.phase === 'playing');
    expect(playing.snapshot.ownSetup).toBe(army);

    // Red's picture: its own ranks, and only unknown pieces for Blue's army; Blue's and the spectator's alike.
    const ranks = (table: Table, owner: 0 | 1) =>
      new Set((table.current().snapshot.picture?.cells ?? []).flatMap((cell) => (cell.piece?.owner === owner ? [cell.piece.kind] : [])));
    expect(ranks(red, 0).size).toBeGreaterThan(5);
    expect([...ranks(red, 1)]).toEqual(['unknown']);
    await until(blue, 'Blue plays', (state) => state.snapshot.phase === 'playing');
    expect([...ranks(blue, 0)]).toEqual(['unknown']);
    await until(spectator, 'the spectator sees play', (state) => state.snapshot.phase === 'playing');
    expect([...ranks(spectator, 0)]).toEqual(['unknown']);
    expect([...ranks(spectator, 1)]).toEqual(['unknown']);
    expect(spectator.current().snapshot.position?.split(' ')[0]).toMatch(/^[Xx0-9/]+$/);
    for (const table of [red, blue, spectator]) table.close();
  });

  it("shows a timed game's clock as the server read it, counted down on this device, and the end on time in words", async () => {
    const created = await clientFor().createGame({ game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 1_200, incrementMs: 0 } });
    const blue = await open({ gameId: created.id, seat: 0, token: created.seats.find((seat) => seat.seat === 0)?.token as string });
    const clock = blue.current().clock;
    expect(clock).toMatchObject({ name: '1.2s+0', running: 0, left: [expect.any(Number), 1_200] });
    const over = await until(blue, 'the flag fell', (state) => state.snapshot.outcome !== null);
    expect(over.snapshot.outcome).toEqual({ winner: 1, reason: 'timeout' });
    expect(over.clock).toMatchObject({ running: null, left: [0, 1_200] });
    blue.close();
  });

  it('refuses an unknown game and a server that is not there, in words', async () => {
    const unknown = await RemoteTable.open({ client: clientFor(), games: registry, gameId: 'no-such-game', seat: null });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.code).toBe('unknown-game');
    const nowhere = await RemoteTable.open({ client: new ProtocolClient({ baseUrl: 'http://127.0.0.1:9', WebSocket, device: 'terminal' }), games: registry, gameId: 'x', seat: null });
    expect(nowhere.ok).toBe(false);
    if (!nowhere.ok) expect(nowhere.error.code).toBe('unreachable');
  });
});
