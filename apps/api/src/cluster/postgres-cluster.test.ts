import { pino } from 'pino';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { storedGame } from '../storage/game-store.contract.js';
import { PostgresGameStore } from '../storage/postgres-game-store.js';
import { adminQuery, createTestDatabase } from '../testing/test-postgres.js';
import type { ClusterEvents } from './cluster.js';
import { PostgresCluster } from './postgres-cluster.js';

const adminUrl = inject('postgresAdminUrl');
const log = pino({ level: 'silent' });
const closing: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const open of closing.splice(0)) await open.close();
});

/** A node's cluster whose events are written down. */
async function node(url: string): Promise<{ cluster: PostgresCluster; heard: string[] }> {
  const cluster = await PostgresCluster.open(url, log);
  closing.push(cluster);
  const heard: string[] = [];
  const events: ClusterEvents = {
    changed: (id, version) => heard.push(`${id} ${version}`),
    resync: () => heard.push('resync'),
    claimsLost: () => heard.push('claims lost'),
  };
  cluster.listen(events);
  return { cluster, heard };
}

async function storeWithGames(url: string, ...ids: string[]): Promise<PostgresGameStore> {
  const store = await PostgresGameStore.open(url);
  closing.push(store);
  for (const id of ids) await store.create(storedGame(id));
  return store;
}

describe('PostgresCluster', () => {
  it("gives each game's bots to one node, and frees them when that node goes", async () => {
    const url = await createTestDatabase(adminUrl);
    await storeWithGames(url);
    const [a, b] = [await node(url), await node(url)];
    expect(await Promise.all([a.cluster.claimBots('g'), a.cluster.claimBots('g')])).toEqual([true, true]);
    expect(await b.cluster.claimBots('g')).toBe(false);
    expect([a.cluster.holdsBots('g'), b.cluster.holdsBots('g')]).toEqual([true, false]);
    // Given up once (the game is over): the lock was taken once, however often it was asked for.
    await a.cluster.releaseBots('g');
    expect(await b.cluster.claimBots('g')).toBe(true);
    // A node that goes takes its locks with it.
    expect(await a.cluster.claimBots('h')).toBe(true);
    await a.cluster.close();
    expect(await b.cluster.claimBots('h')).toBe(true);
  });

  it('shares the orphaned bot games out, each to exactly one node', async () => {
    const url = await createTestDatabase(adminUrl);
    const store = await storeWithGames(url, 'b1', 'b2', 'b3');
    await store.create(storedGame('people', { players: ['human', 'human'] }));
    await store.create(storedGame('over', { status: 'finished' }));
    const [a, b] = [await node(url), await node(url)];
    expect(await a.cluster.claimBots('b2')).toBe(true);
    const [fromA, fromB] = await Promise.all([a.cluster.claimOrphans(), b.cluster.claimOrphans()]);
    expect([...fromA, ...fromB].sort()).toEqual(['b1', 'b3']);
    expect(await a.cluster.claimOrphans()).toEqual([]);
    expect(await b.cluster.claimOrphans()).toEqual([]);
  });

  it('hears changes committed by any node, and after a broken connection drops its claims, reconnects and asks for a resync', async () => {
    const url = await createTestDatabase(adminUrl);
    const store = await storeWithGames(url, 'g');
    const [a, b] = [await node(url), await node(url)];
    expect(await store.save(storedGame('g', { version: 2 }), 1)).toBe(true);
    await vi.waitFor(() => expect([a.heard, b.heard]).toEqual([['g 2'], ['g 2']]));

    expect(await a.cluster.claimBots('g')).toBe(true);
    const database = new URL(url).pathname.slice(1);
    const [bus] = await adminQuery<{ pid: number }>(adminUrl, "SELECT pid FROM pg_stat_activity WHERE application_name = 'tabula-bus' AND datname = $1 ORDER BY backend_start LIMIT 1", [database]);
    await adminQuery(adminUrl, 'SELECT pg_terminate_backend($1)', [bus?.pid]);
    await vi.waitFor(() => expect(a.heard).toEqual(['g 2', 'claims lost', 'resync']), { timeout: 10_000 });
    expect(a.cluster.holdsBots('g')).toBe(false);
    // While its claims were gone another node could take them; here nobody did, so it may take them again.
    expect(await a.cluster.claimBots('g')).toBe(true);
    expect(await store.save(storedGame('g', { version: 3 }), 2)).toBe(true);
    await vi.waitFor(() => expect(a.heard.at(-1)).toBe('g 3'));
    expect(b.heard).toEqual(['g 2', 'g 3']);
  });
});
