import { describe, expect, it, vi } from 'vitest';
import { GameViewAnswer } from '@tabula/protocol';
import { spawnServer } from '../testing/server-process.js';
import { client, createGame, serverForThisFile, tempDbFile, type Client } from '../testing/test-server.js';

// Timed games on a real listening server: the server keeps the time, charges each move, and ends a game
// whose flag falls by itself, with nobody connected; a move that arrives after the flag does not count.
const server = serverForThisFile();
const api = server.api;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function view(on: Client, id: string, token?: string) {
  return GameViewAnswer.parse((await on.get(`/api/games/${id}`, token)).body);
}

async function firstMove(on: Client, id: string, token: string): Promise<string> {
  const options = (await view(on, id, token)).legalMoves ?? [];
  return (options[0] as { text: string }).text;
}

describe('a Fischer clock', () => {
  it("runs only for the side to move, from the moment play begins, and a move adds the increment and starts the other side's time", async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 60_000, incrementMs: 2_000 } });
    const start = await view(api, id);
    expect(start.clock).toMatchObject({ name: '1+2', running: 0, control: { kind: 'fischer', initialMs: 60_000, incrementMs: 2_000 } });
    expect(start.clock?.left[1]).toBe(60_000);
    expect(start.clock?.left[0]).toBeLessThanOrEqual(60_000);
    expect(start.clock?.move).toBeUndefined();

    await sleep(300);
    const answer = await api.post(`/api/games/${id}/moves`, { move: await firstMove(api, id, tokens[0]), version: 0 }, tokens[0]);
    expect(answer.status).toBe(200);
    const moved = GameViewAnswer.parse(answer.body).clock;
    expect(moved?.running).toBe(1);
    // Charged at least the 300 ms it waited, and given 2 s.
    expect(moved?.left[0]).toBeLessThanOrEqual(61_700);
    expect(moved?.left[0]).toBeGreaterThan(58_000);
    // The lobby says which time control a game has.
    const lobby = await api.get('/api/games?status=active&game=jungle&limit=100');
    expect(lobby.body.games.find((entry: { id: string }) => entry.id === id)).toMatchObject({ timeControl: '1+2' });
  });

  it("ends the game on time when the flag falls, with nobody connected and nobody asking: the other side wins (timeout)", async () => {
    const { id } = await createGame(api, { game: 'simple-chess', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 500, incrementMs: 0 } });
    // No request until the flag is long gone: only the server's own timer can have ended it.
    await sleep(1_500);
    const over = await view(api, id);
    expect(over).toMatchObject({ phase: 'over', status: 'finished', version: 1, outcome: { winner: 1, reason: 'timeout' } });
    expect(over.clock).toMatchObject({ running: null, left: [0, 500] });
    const record = await api.get(`/api/games/${id}/record`);
    expect(record.text).toContain('[Reason "timeout"]');
    expect(record.text).toContain('[Result "0-1"]');
  });

  it('refuses a move that arrives after the flag fell, and the game stays lost on time', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 400, incrementMs: 0 } });
    const move = await firstMove(api, id, tokens[0]);
    await sleep(700);
    const late = await api.post(`/api/games/${id}/moves`, { move, version: 0 }, tokens[0]);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toMatch(/^(game-over|stale-version)$/);
    await vi.waitFor(async () => expect(await view(api, id)).toMatchObject({ phase: 'over', moves: [], outcome: { winner: 1, reason: 'timeout' } }), { timeout: 10_000 });
  });

  it('waits while a seat is free: the clock starts when the second player sits down', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'], clock: { kind: 'fischer', initialMs: 300, incrementMs: 0 } });
    await sleep(600);
    expect((await view(api, id)).clock).toMatchObject({ running: null, left: [300, 300] });
    const claimed = await api.post(`/api/games/${id}/seats/1`, {});
    expect(claimed.status).toBe(201);
    expect((await view(api, id)).clock?.running).toBe(0);
    await vi.waitFor(async () => expect((await view(api, id)).outcome).toEqual({ winner: 1, reason: 'timeout' }), { timeout: 10_000 });
  });
});

describe('bots on the clock', () => {
  it('answer within their share of the clock, charged like a person', async () => {
    // A bot told to search 5 s a move, in a game that gives it 6 s in all.
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', { bot: 'alphabeta:5000ms' }], seed: 3, clock: { kind: 'fischer', initialMs: 6_000, incrementMs: 0 } });
    // Red's army, written from its own seat (docs/notation.md); the bot drew its own from the seed.
    expect((await api.post(`/api/games/${id}/setup`, { setup: 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB' }, tokens[0])).status).toBe(200);
    const started = await view(api, id, tokens[0]);
    expect(started.clock?.running).toBe(0);
    await api.post(`/api/games/${id}/moves`, { move: await firstMove(api, id, tokens[0]), version: started.version }, tokens[0]);
    const replied = await vi.waitFor(
      async () => {
        const now = await view(api, id, tokens[0]);
        expect(now.moves).toHaveLength(2);
        return now;
      },
      { timeout: 10_000 },
    );
    // It took its share of the clock (a thirtieth, 0.2 s), not its 5 s, and stopped with its best move.
    expect(replied.outcome).toBeNull();
    expect(replied.clock?.running).toBe(0);
    expect(replied.clock?.left[1]).toBeGreaterThan(5_000);
    expect(replied.clock?.left[1]).toBeLessThan(6_000);
  });
});

describe('a per-move clock', () => {
  it("shows each side's move allowance and whole time, and a quick move leaves the reserve as it was", async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'per-move', moveMs: 30_000, reserveMs: 60_000 } });
    const start = await view(api, id);
    expect(start.clock).toMatchObject({ name: '30s/move +1:00', running: 0 });
    expect(start.clock?.move?.[1]).toBe(30_000);
    expect(start.clock?.left[1]).toBe(90_000);
    const answer = await api.post(`/api/games/${id}/moves`, { move: await firstMove(api, id, tokens[0]), version: 0 }, tokens[0]);
    expect(GameViewAnswer.parse(answer.body).clock).toMatchObject({ running: 1, left: [90_000, expect.any(Number)] });
  });
});

describe('time controls a game is created with', () => {
  it.each([
    [{ kind: 'fischer', initialMs: 0, incrementMs: 0 }],
    [{ kind: 'fischer', initialMs: 100_000_000, incrementMs: 0 }],
    [{ kind: 'fischer', initialMs: 1.5, incrementMs: 0 }],
    [{ kind: 'per-move', moveMs: 0, reserveMs: 0 }],
    [{ kind: 'bullet', initialMs: 60_000 }],
  ])('refuses %j with a clear error, and creates nothing', async (clock) => {
    const refused = await api.post('/api/games', { game: 'jungle', players: ['human', 'human'], clock });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.error.message).toMatch(/clock/);
  });

  it('leaves an untimed game without any clock in its view', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    expect((await api.get(`/api/games/${id}`)).body).not.toHaveProperty('clock');
  });
});

describe('clocks across a crash (dist/main.js, SIGKILL)', () => {
  it('resumes the clocks exactly as committed, and still ends on time a game nobody held when its flag fell', async () => {
    const db = tempDbFile();
    let running = await spawnServer({ TABULA_DB: db });
    let on = client(running.url);
    const long = await createGame(on, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 120_000, incrementMs: 1_000 } });
    const moved = await on.post(`/api/games/${long.id}/moves`, { move: await firstMove(on, long.id, long.tokens[0]), version: 0 }, long.tokens[0]);
    const before = GameViewAnswer.parse(moved.body).clock;
    const short = await createGame(on, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 1_500, incrementMs: 0 } });

    running.child.kill('SIGKILL');
    expect(await running.exited).toBe('SIGKILL');
    await sleep(2_000);
    running = await spawnServer({ TABULA_DB: db });
    on = client(running.url);
    try {
      const after = (await view(on, long.id)).clock;
      // The side that is not running has exactly the time committed with its move.
      expect(after?.left[0]).toBe(before?.left[0]);
      expect(after?.running).toBe(1);
      // The running side lost the time that passed, the two seconds of the crash included, and no more.
      const passed = (after?.at ?? 0) - (before?.at ?? 0);
      expect(after?.left[1]).toBe((before?.left[1] ?? 0) - passed);
      expect(passed).toBeGreaterThanOrEqual(2_000);
      // The short game's flag fell while no server ran: the restarted one's sweep ends it.
      await vi.waitFor(async () => expect((await view(on, short.id)).outcome).toEqual({ winner: 1, reason: 'timeout' }), { timeout: 15_000 });
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
});
