import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { PresenceAnswer } from '@tabula/protocol';
import { openLive } from '../testing/live-client.js';
import { spawnServer, type ServerProcess } from '../testing/server-process.js';
import { createTestDatabase } from '../testing/test-postgres.js';
import { client, createGame, type Client } from '../testing/test-server.js';

// Presence across two nodes (dist/main.js processes) on one real PostgreSQL: a seat whose socket is on
// one node is there for the other node's players too, a win claimed on either node is decided once, and
// a node that dies takes its sockets' presence with it once its word expires (three refreshes).

const adminUrl = inject('postgresAdminUrl');
const running: ServerProcess[] = [];
const REFRESH_MS = 200;

async function startNode(databaseUrl: string): Promise<{ node: ServerProcess; api: Client }> {
  const node = await spawnServer({ DATABASE_URL: databaseUrl, TABULA_SWEEP_MS: '300', TABULA_PRESENCE_REFRESH_MS: String(REFRESH_MS), TABULA_CLAIM_AFTER_SECONDS: '1' });
  running.push(node);
  return { node, api: client(node.url) };
}

async function presenceOn(api: Client, id: string) {
  return PresenceAnswer.parse((await api.get(`/api/games/${id}/presence`)).body);
}

afterAll(() => {
  for (const node of running) node.child.kill('SIGKILL');
});

describe('presence on two nodes', () => {
  it("shows each node the seats and spectators on the other, and a claim made on one node ends the game once", async () => {
    const database = await createTestDatabase(adminUrl);
    const [first, second] = await Promise.all([startNode(database), startNode(database)]);
    const { id, tokens } = await createGame(first.api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 300_000, incrementMs: 0 } });
    const blue = await openLive(first.node.url, id, { type: 'hello', token: tokens[0] });
    const red = await openLive(second.node.url, id, { type: 'hello', token: tokens[1] });
    const watcher = await openLive(second.node.url, id, { type: 'hello' });
    // Blue's socket on the first node hears of Red and the spectator on the second.
    await vi.waitFor(async () => expect(await blue.presence(1_000)).toMatchObject({ seats: [{ connected: true }, { connected: true }], spectators: 1 }), { timeout: 10_000 });
    expect(await presenceOn(first.api, id)).toMatchObject({ seats: [{ connected: true }, { connected: true }], spectators: 1 });

    red.close();
    await vi.waitFor(async () => expect((await presenceOn(first.api, id)).seats[1].connected).toBe(false), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // Both nodes are asked at once: one claim wins, the other finds the game over or its version taken.
    const claims = await Promise.all([first.api, second.api].map((api) => api.post(`/api/games/${id}/claim-victory`, { version: 0 }, tokens[0])));
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const over = (await second.api.get(`/api/games/${id}`)).body;
    expect(over).toMatchObject({ version: 1, outcome: { winner: 0, reason: 'abandoned' } });
    for (const live of [blue, watcher]) live.close();
  });

  it("forgets the sockets of a node that dies once its word expires, so the player who stayed may claim", async () => {
    const database = await createTestDatabase(adminUrl);
    const [survivor, doomed] = await Promise.all([startNode(database), startNode(database)]);
    const { id, tokens } = await createGame(survivor.api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 300_000, incrementMs: 0 } });
    const blue = await openLive(survivor.node.url, id, { type: 'hello', token: tokens[0] });
    await openLive(doomed.node.url, id, { type: 'hello', token: tokens[1] });
    await vi.waitFor(async () => expect((await presenceOn(survivor.api, id)).seats[1].connected).toBe(true), { timeout: 10_000 });
    // SIGKILL: the dead node says nothing more; its word on Red expires after three missed refreshes.
    doomed.node.child.kill('SIGKILL');
    await doomed.node.exited;
    await vi.waitFor(async () => expect(await blue.presence(1_000)).toMatchObject({ seats: [{ connected: true }, { connected: false }] }), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await survivor.api.post(`/api/games/${id}/claim-victory`, {}, tokens[0])).status).toBe(200), { timeout: 10_000, interval: 300 });
    expect((await survivor.api.get(`/api/games/${id}`)).body).toMatchObject({ outcome: { winner: 0, reason: 'abandoned' } });
    blue.close();
  });
});
