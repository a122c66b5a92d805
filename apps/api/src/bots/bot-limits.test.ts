import { describe, expect, it } from 'vitest';
import { DEFAULT_BOT_LIMITS } from './bot-limits.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

describe("bots' budgets over the server's limits", () => {
  const { api } = serverForThisFile({ botLimits: DEFAULT_BOT_LIMITS });

  it('are refused with 400, naming the limit and its setting', async () => {
    for (const [bot, says] of [
      ['alphabeta:999999999999ms', 'a bot may think at most 10000 ms (TABULA_BOT_MAX_MS)'],
      ['ismcts:999999999999n', 'an IS-MCTS bot may run at most 200000 iterations (TABULA_BOT_MAX_ITERATIONS)'],
      ['alphabeta:5000001n', 'an alpha-beta bot may search at most 5000000 nodes (TABULA_BOT_MAX_NODES)'],
      ['alphabeta:10001ms+100n~0.5', 'a bot may think at most 10000 ms (TABULA_BOT_MAX_MS)'],
      ['ismcts:20000ms', 'a bot may think at most 10000 ms (TABULA_BOT_MAX_MS)'],
    ] as const) {
      const refused = await api.post('/api/games', { game: 'jungle', players: ['human', { bot }] });
      expect(refused.status, bot).toBe(400);
      expect(refused.body.error).toEqual({ code: 'bot-budget', message: `seat 1: ${says}` });
    }
    const lobby = await api.get('/api/games?limit=100');
    expect(lobby.body.games).toEqual([]);
  });

  it('leave every level and any budget up to the limits alone', async () => {
    for (const bot of ['level1', 'level5', 'random', 'greedy', 'alphabeta', 'ismcts', 'alphabeta:10000ms', 'alphabeta:5000000n', 'ismcts:200000n', 'alphabeta:10000ms+5000000n~0.25']) {
      // The person moves first, so none of these bots thinks during the test.
      expect((await api.post('/api/games', { game: 'stratego', players: ['human', { bot }] })).status, bot).toBe(201);
    }
  });
});

describe('games with a bot per client', () => {
  const { api } = serverForThisFile({ botGamesPerClient: 3 });

  it('are capped: over the cap is 429 until one of them ends', async () => {
    const games = [];
    for (let i = 0; i < 3; i++) games.push(await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: i }));
    const over = await api.post('/api/games', { game: 'jungle', players: [{ bot: 'level1' }, { bot: 'level1' }] });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({
      code: 'too-many-bot-games',
      message: 'this client already has 3 unfinished games with a bot (TABULA_BOT_GAMES_PER_CLIENT); finish or resign one first',
    });
    // Games between people are not counted.
    expect((await api.post('/api/games', { game: 'jungle', players: ['human', 'human'] })).status).toBe(201);
    const first = games[0] as { id: string; tokens: [string, string] };
    expect((await api.post(`/api/games/${first.id}/resign`, {}, first.tokens[0])).status).toBe(200);
    expect((await api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level1' }] })).status).toBe(201);
    expect((await api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level1' }] })).status).toBe(429);
  });
});

describe('the cap on games with a bot per client', () => {
  const { api } = serverForThisFile({ botGamesPerClient: 3 });

  it('holds for concurrent requests: places are taken before any game is created', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level1' }] })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(17);
  });
});

describe('a rematch against a bot', () => {
  const { api } = serverForThisFile({ botGamesPerClient: 2 });

  it('takes a place like a new game with a bot: over the cap it is 429 and opens nothing, and it counts once open', async () => {
    const first = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 1 });
    await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 2 });
    expect((await api.post(`/api/games/${first.id}/resign`, {}, first.tokens[0])).status).toBe(200);
    const third = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 3 });
    const refused = await api.post(`/api/games/${first.id}/rematch`, {}, first.tokens[0]);
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'too-many-bot-games' } } });
    expect((await api.get(`/api/games/${first.id}`)).body.rematch).toEqual({ wanted: [false, false], next: null });

    // A place comes free; the rematch opens and takes it, so a new game with a bot is over the cap again.
    expect((await api.post(`/api/games/${third.id}/resign`, {}, third.tokens[0])).status).toBe(200);
    expect((await api.post(`/api/games/${first.id}/rematch`, {}, first.tokens[0])).body.rematch.next).toEqual(expect.any(String));
    expect((await api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level1' }] })).status).toBe(429);
  });
});
