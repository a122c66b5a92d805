import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openLive, type LiveClient } from '../testing/live-client.js';
import { spawnServer, type ServerProcess } from '../testing/server-process.js';
import { adminQuery, createTestDatabase } from '../testing/test-postgres.js';
import WebSocket from 'ws';
import { client, createGame, type Client } from '../testing/test-server.js';

// Several API nodes (dist/main.js, each its own process) on one real PostgreSQL, as docs/scaling.md
// runs them behind a load balancer. Here the "load balancer" is the test choosing a node per request.

const adminUrl = inject('postgresAdminUrl');
const running: ServerProcess[] = [];

async function startNode(databaseUrl: string, env: Record<string, string> = {}): Promise<{ node: ServerProcess; api: Client }> {
  const node = await spawnServer({ DATABASE_URL: databaseUrl, TABULA_SWEEP_MS: '300', ...env });
  running.push(node);
  return { node, api: client(node.url) };
}

async function kill(node: ServerProcess): Promise<void> {
  node.child.kill('SIGKILL');
  expect(await node.exited).toBe('SIGKILL');
}

/** The next view a live socket is pushed with at least `version` (skipping older ones). */
async function viewAt(live: LiveClient, version: number): Promise<Record<string, any>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  for (;;) {
    const message = await live.next(15_000);
    if (message.type === 'view' && message.view.version >= version) return message.view;
  }
}

afterAll(() => {
  for (const node of running) node.child.kill('SIGKILL');
});

describe('two nodes on one PostgreSQL', () => {
  let a: Client;
  let b: Client;
  let urlA = '';
  let urlB = '';

  beforeAll(async () => {
    const database = await createTestDatabase(adminUrl);
    const [first, second] = await Promise.all([startNode(database), startNode(database)]);
    ({ api: a, node: { url: urlA } } = first);
    ({ api: b, node: { url: urlB } } = second);
  });

  it("shows players on different nodes each other's moves live, and every node serves the latest game at once", async () => {
    const { id, tokens } = await createGame(a, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 5 });
    const seat0 = await openLive(urlA, id, { type: 'hello', token: tokens[0] });
    const seat1 = await openLive(urlB, id, { type: 'hello', token: tokens[1] });
    const watcher = await openLive(urlB, id, { type: 'hello' });
    for (const live of [seat0, seat1, watcher]) expect(await viewAt(live, 0)).toMatchObject({ version: 0 });

    expect((await a.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0])).status).toBe(200);
    // Read-your-writes across nodes: the other node answers with the move the moment the first acknowledged it.
    expect((await b.get(`/api/games/${id}`)).body).toMatchObject({ version: 1, moves: ['a3a4'] });
    expect(await viewAt(seat1, 1)).toMatchObject({ version: 1, moves: ['a3a4'], toMove: 1 });
    expect(await viewAt(watcher, 1)).toMatchObject({ version: 1, moves: ['a3a4'] });

    expect((await b.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 }, tokens[1])).status).toBe(200);
    expect(await viewAt(seat0, 2)).toMatchObject({ version: 2, moves: ['a3a4', 'g7g6'], toMove: 0 });
    for (const live of [seat0, seat1, watcher]) live.close();
  });

  it('ends a timed game on time once, though both nodes hold it and watch its flag', async () => {
    const { id } = await createGame(a, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 800, incrementMs: 0 } });
    // A socket on each node keeps the game in both memories, so both set a timer for its flag.
    const onA = await openLive(urlA, id, { type: 'hello' });
    const onB = await openLive(urlB, id, { type: 'hello' });
    for (const live of [onA, onB]) expect(await viewAt(live, 0)).toMatchObject({ version: 0, clock: { running: 0 } });
    for (const live of [onA, onB]) expect(await viewAt(live, 1)).toMatchObject({ version: 1, phase: 'over', outcome: { winner: 1, reason: 'timeout' } });
    // One change, by one node: a second timeout would have made version 2.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const api of [a, b]) expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ version: 1, outcome: { reason: 'timeout' } });
    onA.close();
    onB.close();
  });

  it("lists a challenge posted on one node in the other node's live lobby at once", async () => {
    const socket = new WebSocket(`${urlB.replace(/^http/, 'ws')}/api/lobby/live`);
    const messages: { open: { id: string }[] }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    const { id } = await createGame(a, { game: 'jungle', players: ['human', 'human'] });
    await vi.waitFor(() => expect(messages.some((message) => message.open.some((game) => game.id === id))).toBe(true), { timeout: 10_000 });
    socket.close();
  });

  it('applies exactly one of 20 moves racing on two nodes at one version', async () => {
    const { id, tokens } = await createGame(b, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 6 });
    for (let round = 0; round < 3; round++) {
      const before = (await a.get(`/api/games/${id}`, tokens[0])).body;
      const seat = before.toMove as 0 | 1;
      const options = (await a.get(`/api/games/${id}`, tokens[seat])).body.legalMoves as { text: string }[];
      // Ten requests to each node at once, all over the same version: the same move first, then different moves.
      const racing = Array.from({ length: 20 }, (_, index) => {
        const api = index % 2 === 0 ? a : b;
        const move = round === 0 ? options[0]?.text : options[index % options.length]?.text;
        return api.post(`/api/games/${id}/moves`, { move, version: before.version }, tokens[seat]);
      });
      const answers = await Promise.all(racing);
      const accepted = answers.filter((answer) => answer.status === 200);
      expect(accepted).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.body.error.code).toBe('stale-version');
      const after = (await b.get(`/api/games/${id}`)).body;
      expect(after).toMatchObject({ version: before.version + 1, toMove: 1 - seat });
      expect(after.moves).toEqual([...before.moves, JSON.parse(accepted[0]?.text as string).moves.at(-1)]);
      expect((await a.get(`/api/games/${id}`)).body).toEqual(after);
    }
  });

  it("moves each bot game's bots from exactly one node while both run", async () => {
    const games = await Promise.all(
      [a, b, a, b].map((api, index) => createGame(api, { game: 'jungle', players: [{ bot: 'level1' }, { bot: 'level1' }], seed: 50 + index })),
    );
    for (const { id } of games) {
      await vi.waitFor(async () => expect((await b.get(`/api/games/${id}`)).body.version).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 20 });
    }
    // Each game's advisory lock (its 64-bit key split over classid and objid) is held by one bus connection.
    const holders = await adminQuery<{ id: string; holders: number }>(
      adminUrl,
      `SELECT g.id, (SELECT count(*)::int FROM pg_locks l JOIN pg_stat_activity s ON s.pid = l.pid
                     WHERE l.locktype = 'advisory' AND l.granted AND s.application_name = 'tabula-bus'
                       AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended('tabula-bots:' || g.id, 0)) AS holders
         FROM unnest($1::text[]) AS g(id)`,
      [games.map((game) => game.id)],
    );
    const unfinished = new Set<string>();
    for (const { id } of games) if ((await a.get(`/api/games/${id}`)).body.phase !== 'over') unfinished.add(id);
    for (const row of holders) if (unfinished.has(row.id)) expect(row).toEqual({ id: row.id, holders: 1 });
    expect(unfinished.size).toBeGreaterThan(0);
  });
});

describe('a node that dies', () => {
  it('loses no acknowledged move when SIGKILLed mid-game; the other node serves the game and every client converges', async () => {
    const database = await createTestDatabase(adminUrl);
    const [{ node: doomed, api: doomedApi }, { node: survivor, api }] = await Promise.all([startNode(database), startNode(database)]);
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 21 });
    const onDoomed = await openLive(doomed.url, id, { type: 'hello' });
    const onSurvivor = await openLive(survivor.url, id, { type: 'hello', token: tokens[1] });
    const acked: string[] = [];
    // Play on the doomed node as fast as it answers until it dies under us.
    const playing = (async () => {
      for (;;) {
        const view = (await doomedApi.get(`/api/games/${id}`)).body;
        const token = tokens[view.toMove as 0 | 1];
        const options = (await doomedApi.get(`/api/games/${id}`, token)).body.legalMoves as { text: string }[];
        const move = options[(view.version as number) % options.length]?.text as string;
        const answer = await doomedApi.post(`/api/games/${id}/moves`, { move, version: view.version }, token);
        if (answer.status === 200) acked.push(move);
      }
    })().catch(() => undefined);
    await vi.waitFor(() => expect(acked.length).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 20 });
    await kill(doomed);
    await playing;

    const served = (await api.get(`/api/games/${id}`)).body;
    expect(served.moves.slice(0, acked.length)).toEqual(acked);
    expect(served.moves.length - acked.length).toBeLessThanOrEqual(1);
    // The game goes on on the survivor.
    const token = tokens[served.toMove as 0 | 1];
    const options = (await api.get(`/api/games/${id}`, token)).body.legalMoves as { text: string }[];
    expect((await api.post(`/api/games/${id}/moves`, { move: options[0]?.text, version: served.version }, token)).status).toBe(200);
    const final = (await api.get(`/api/games/${id}`)).body;

    // The survivor's socket saw it live; the dead node's socket closed, and its client catches up on the survivor.
    expect(await viewAt(onSurvivor, final.version)).toMatchObject({ version: final.version, moves: final.moves });
    await onDoomed.closed;
    const lastSeen = onDoomed.raw.map((raw) => JSON.parse(raw)).filter((message) => message.type === 'view').at(-1)?.view.version ?? -1;
    const again = await openLive(survivor.url, id, { type: 'hello', since: lastSeen });
    expect(await viewAt(again, final.version)).toMatchObject({ version: final.version, moves: final.moves });
    for (const live of [onSurvivor, again]) live.close();
  });

  it("moves a bot game's bots on another node once theirs dies: after a person's move, and with nobody acting at all", async () => {
    const database = await createTestDatabase(adminUrl);
    const [{ node: doomed, api: doomedApi }, { api }] = await Promise.all([startNode(database), startNode(database)]);
    // The bot opens, so the node where the game was made claims its bots and moves first.
    const vsBot = await createGame(doomedApi, { game: 'jungle', players: [{ bot: 'level1' }, 'human'], seed: 31 });
    const robots = await createGame(doomedApi, { game: 'jungle', players: [{ bot: 'level1' }, { bot: 'level1' }], seed: 32 });
    await vi.waitFor(async () => expect((await doomedApi.get(`/api/games/${vsBot.id}`)).body).toMatchObject({ version: 1, toMove: 1 }), { timeout: 20_000, interval: 50 });
    await vi.waitFor(async () => expect((await doomedApi.get(`/api/games/${robots.id}`)).body.version).toBeGreaterThanOrEqual(4), { timeout: 20_000, interval: 20 });
    await kill(doomed);

    const before = (await api.get(`/api/games/${vsBot.id}`, vsBot.tokens[1])).body;
    expect((await api.post(`/api/games/${vsBot.id}/moves`, { move: before.legalMoves[0].text, version: 1 }, vsBot.tokens[1])).status).toBe(200);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${vsBot.id}`)).body).toMatchObject({ version: 3, toMove: 1 }), { timeout: 20_000, interval: 50 });

    const robotsAtDeath = (await api.get(`/api/games/${robots.id}`)).body;
    if (robotsAtDeath.phase !== 'over') {
      await vi.waitFor(async () => expect((await api.get(`/api/games/${robots.id}`)).body.version).toBeGreaterThan(robotsAtDeath.version + 4), { timeout: 20_000, interval: 50 });
    }
  });
});

describe('a node that misses announcements', () => {
  it('resyncs its sockets by version when its bus connection comes back', async () => {
    const database = await createTestDatabase(adminUrl);
    // No periodic sweep: only the bus and its resync can bring the news.
    const [{ api: a }, { node: nodeB }] = await Promise.all([startNode(database, { TABULA_SWEEP_MS: '3600000' }), startNode(database, { TABULA_SWEEP_MS: '3600000' })]);
    const { id, tokens } = await createGame(a, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 41 });
    const onB = await openLive(nodeB.url, id, { type: 'hello', token: tokens[1] });
    expect(await viewAt(onB, 0)).toMatchObject({ version: 0 });
    // Cut every node's bus connection (as a network fault would) and move while they are down.
    const database_ = new URL(database).pathname.slice(1);
    const cut = await adminQuery<{ ended: boolean }>(adminUrl, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'tabula-bus' AND datname = $1", [database_]);
    expect(cut).toHaveLength(2);
    expect((await a.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0])).status).toBe(200);
    expect(await viewAt(onB, 1)).toMatchObject({ version: 1, moves: ['a3a4'] });
    // And the bus works again afterwards.
    await vi.waitFor(async () => expect(await adminQuery(adminUrl, "SELECT pid FROM pg_stat_activity WHERE application_name = 'tabula-bus' AND datname = $1", [database_])).toHaveLength(2), { timeout: 10_000, interval: 50 });
    expect((await a.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 }, tokens[1])).status).toBe(200);
    expect(await viewAt(onB, 2)).toMatchObject({ version: 2, moves: ['a3a4', 'g7g6'] });
    onB.close();
  });
});
