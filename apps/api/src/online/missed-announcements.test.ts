import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import { pino } from 'pino';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { Cluster, ClusterEvents } from '../cluster/cluster.js';
import type { StoredGame } from '../storage/game-store.js';
import { PostgresGameStore } from '../storage/postgres-game-store.js';
import { createTestDatabase } from '../testing/test-postgres.js';
import { GameService } from './game-service.js';

// Two nodes (two services, each with its own pool) on one real PostgreSQL, whose bus is down: neither
// hears the other's announcements unless the test delivers one. What a node finds out by itself, from
// the store, must reach its sockets as an announcement would.

const adminUrl = inject('postgresAdminUrl');
const log = pino({ level: 'silent' });
const closing: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const open of closing.splice(0)) await open.close();
});

/** A shared database's node whose bus is down: it hears only what the test hands to `events`. */
class DownBus implements Cluster {
  readonly shared = true;
  events: ClusterEvents | null = null;
  holdsBots(): boolean {
    return false;
  }
  async claimBots(): Promise<boolean> {
    return false;
  }
  async releaseBots(): Promise<void> {
    // No claims are held.
  }
  async claimOrphans(): Promise<string[]> {
    return [];
  }
  listen(events: ClusterEvents): void {
    this.events = events;
  }
  sendPresence(): void {
    // Dropped, as on a broken bus.
  }
  hearPresence(): void {
    // Nothing arrives.
  }
  async close(): Promise<void> {
    // No connection to let go.
  }
}

async function node(url: string) {
  const store = await PostgresGameStore.open(url, 2);
  const bus = new DownBus();
  const games = new GameService(store, { registry, thinker: inProcessThinker(registry) }, log, bus);
  closing.push(store);
  // What a socket's listener does when told of a change: it asks for the view, and sends what it gets.
  const pushed: number[] = [];
  games.onChange((id) => void games.view(id, 'spectator').then((view) => pushed.push(view.version)));
  return { store, bus, games, pushed };
}

async function twoNodes() {
  const url = await createTestDatabase(adminUrl);
  const [a, b] = [await node(url), await node(url)];
  const created = await a.games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 3 });
  return { a, b, id: created.id };
}

describe('a node whose bus is down', () => {
  it('tells its sockets when a read finds that another node moved the game on', async () => {
    const { a, b, id } = await twoNodes();
    // A socket keeps the game in memory.
    b.games.watch(id);
    expect(await b.games.view(id, 'spectator')).toMatchObject({ version: 0 });
    await a.games.move(id, 0, 'a3a4', 0);
    expect(b.pushed).toEqual([]);
    // Any read on B checks the store's version (a shared database), finds 1, and must not keep it to itself.
    expect(await b.games.presenceFacts(id)).toMatchObject({ timed: false });
    await vi.waitFor(() => expect(b.pushed).toEqual([1]));
  });

  it('catches up by itself at its sweep (reconcile): a watched game is told, an idle one is checked only when next used', async () => {
    const { a, b, id } = await twoNodes();
    const idle = (await a.games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 4 })).id;
    b.games.watch(id);
    expect(await b.games.view(id, 'spectator')).toMatchObject({ version: 0 });
    expect(await b.games.view(idle, 'spectator')).toMatchObject({ version: 0 });
    await a.games.move(id, 0, 'a3a4', 0);
    await a.games.move(idle, 0, 'a3a4', 0);
    const asked: string[][] = [];
    const versions = b.store.versions.bind(b.store);
    b.store.versions = async (ids) => {
      asked.push([...ids]);
      return versions(ids);
    };
    await b.games.reconcile();
    expect(asked).toEqual([[id]]);
    await vi.waitFor(() => expect(b.pushed).toEqual([1]));
    // The idle game held at version 0 is not shown as it was: its next use asks the store first.
    expect(await b.games.view(idle, 'spectator')).toMatchObject({ version: 1 });
  });

  it('loads a game again when an announcement comes while a load that read an older version is under way', async () => {
    const { a, b, id } = await twoNodes();
    // B's next load reads the store, then waits for the test before it is held.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let read: (stored: StoredGame | null) => void = () => undefined;
    const hasRead = new Promise<StoredGame | null>((resolve) => (read = resolve));
    const load = b.store.load.bind(b.store);
    b.store.load = async (gameId) => {
      const stored = await load(gameId);
      read(stored);
      await gate;
      return stored;
    };
    b.games.watch(id);
    const first = b.games.view(id, 'spectator');
    expect(await hasRead).toMatchObject({ version: 0 });
    await a.games.move(id, 0, 'a3a4', 0);
    b.bus.events?.changed(id, 1);
    release();
    await first;
    // The announcement was about version 1: the sockets get it, not the load that was under way.
    await vi.waitFor(() => expect(b.pushed).toContain(1));
  });
});
