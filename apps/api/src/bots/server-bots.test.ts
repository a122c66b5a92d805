import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { BOT_GAME_PLY_CAP } from '../online/game-service.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

const server = serverForThisFile({ botThreads: 1 });
const api = server.api;

describe('bot seats on the server', () => {
  it("move by themselves, and their moves are stored and recorded like a person's", async () => {
    const { id, tokens } = await createGame(api, { game: 'simple-chess', players: [{ bot: 'random' }, 'human'], seed: 8 });
    await vi.waitFor(async () => expect((await api.get(`/api/games/${id}`, tokens[1])).body).toMatchObject({ version: 1, toMove: 1 }), { timeout: 10_000, interval: 50 });
    const view = (await api.get(`/api/games/${id}`, tokens[1])).body;
    expect(view.moves).toHaveLength(1);
    expect((await api.get(`/api/games/${id}/record`)).text).toContain(view.moves[0]);
  });

  it("think in a worker thread: a long think never holds up another game's requests", async () => {
    const slow = await createGame(api, { game: 'jungle', players: ['human', { bot: 'alphabeta:2500ms' }], seed: 8 });
    const other = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 8 });
    expect((await api.post(`/api/games/${slow.id}/moves`, { move: 'a3a4', version: 0 }, slow.tokens[0])).status).toBe(200);
    const slowest = { ms: 0 };
    let version = 0;
    for (const [seat, move] of [[0, 'a3a4'], [1, 'g7g6'], [0, 'a4a5'], [1, 'g6g5']] as const) {
      const started = performance.now();
      expect((await api.post(`/api/games/${other.id}/moves`, { move, version: version++ }, other.tokens[seat])).status).toBe(200);
      expect((await api.get(`/api/games/${other.id}`)).status).toBe(200);
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
    }
    // Still thinking while the other game was served.
    expect((await api.get(`/api/games/${slow.id}`)).body.version).toBe(1);
    expect(slowest.ms).toBeLessThan(1000);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${slow.id}`)).body.version).toBe(2), { timeout: 15_000, interval: 100 });
  });
});

describe('a game between two bots', () => {
  it('plays itself for spectators and is adjudicated a draw at the ply cap (G-3)', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: [{ bot: 'random' }, { bot: 'random' }], seed: 3 });
    await vi.waitFor(
      async () => {
        const view = (await api.get(`/api/games/${id}`)).body;
        // Seed 3's random game runs past the cap (others end sooner by a rule).
        expect(view).toMatchObject({ phase: 'over', outcome: { winner: null, reason: 'adjudicated' } });
        expect(view.moves).toHaveLength(BOT_GAME_PLY_CAP);
      },
      { timeout: 40_000, interval: 200 },
    );
  });
});
