import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { CreatedAnswer, GameViewAnswer, LobbyAnswer } from '@tabula/protocol';
import { client, createGame, serverForThisFile, startTestServer } from '../testing/test-server.js';

// One real server on a temporary SQLite file for the whole file: games are created per test.
const server = serverForThisFile();
const api = server.api;

const JUNGLE_HOT_SEAT = { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 3 };

describe('creating and viewing a game', () => {
  it('answers 201 with a token for each seat taken, and each seat sees its own view', async () => {
    const created = await api.post('/api/games', { game: 'jungle', players: ['human', 'human'] });
    expect(created.status).toBe(201);
    expect(CreatedAnswer.parse(created.body).seats.map((seat) => Boolean(seat.token))).toEqual([true, false]);
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const own = await api.get(`/api/games/${id}`, tokens[0]);
    expect(own.status).toBe(200);
    const view = GameViewAnswer.parse(own.body);
    expect(view).toMatchObject({ id, game: 'jungle', version: 0, phase: 'playing', status: 'active', you: 0, toMove: 0, moves: [], lastMove: null });
    expect(view.legalMoves?.length).toBe(24);
    const other = GameViewAnswer.parse((await api.get(`/api/games/${id}`, tokens[1])).body);
    expect(other.you).toBe(1);
    expect(other.legalMoves).toBeUndefined();
    const spectator = GameViewAnswer.parse((await api.get(`/api/games/${id}`)).body);
    expect(spectator.you).toBeNull();
    expect(spectator.legalMoves).toBeUndefined();
  });

  it('refuses unknown games, unknown bots, bot seats in take, and unknown fields, saying what is wrong', async () => {
    expect(await api.post('/api/games', { game: 'chess', players: ['human', 'human'] })).toMatchObject({ status: 422, body: { error: { code: 'bad-option' } } });
    expect(await api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level9' }] })).toMatchObject({ status: 422 });
    expect(await api.post('/api/games', { game: 'jungle', players: ['human', { bot: 'level1' }], take: [1] })).toMatchObject({ status: 422, body: { error: { code: 'bot-seat' } } });
    const extra = await api.post('/api/games', { game: 'jungle', players: ['human', 'human'], colour: 'red' });
    expect(extra).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    expect(extra.body.error.message).toContain('colour');
    expect((await api.get('/api/games/nope')).status).toBe(404);
  });

  it('lets a second person claim a free seat once', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'] });
    expect((await api.get('/api/games?status=open')).body.games.map((game: { id: string }) => game.id)).toContain(id);
    const claimed = await api.post(`/api/games/${id}/seats/1`);
    expect(claimed).toMatchObject({ status: 201, body: { id, seat: 1, version: 1 } });
    expect((await api.get(`/api/games/${id}`, claimed.body.token)).body).toMatchObject({ you: 1, status: 'active' });
    expect(await api.post(`/api/games/${id}/seats/1`)).toMatchObject({ status: 409, body: { error: { code: 'seat-taken' } } });
    expect(await api.post(`/api/games/${id}/seats/0`)).toMatchObject({ status: 409, body: { error: { code: 'seat-taken' } } });
    expect((await api.post(`/api/games/${id}/seats/2`)).status).toBe(400);
  });
});

describe('moves', () => {
  it('plays a move at the seen version, refuses a stale version with the current one, and an illegal move with its rule (JG-4)', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const played = await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    expect(played.status).toBe(200);
    expect(GameViewAnswer.parse(played.body)).toMatchObject({ version: 1, moves: ['a3a4'], toMove: 1, you: 0, lastMove: { seat: 0, text: 'a3a4' } });
    expect(await api.post(`/api/games/${id}/moves`, { move: 'a7a6', version: 0 }, tokens[1])).toMatchObject({
      status: 409,
      body: { error: { code: 'stale-version', version: 1 } },
    });
    const illegal = await api.post(`/api/games/${id}/moves`, { move: 'c7c6', version: 1 }, tokens[1]);
    expect(illegal.status).toBe(422);
    expect(illegal.body.error.rule).toMatch(/^JG-/);
    expect(await api.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 }, tokens[0])).toMatchObject({ status: 403, body: { error: { code: 'not-your-turn' } } });
    expect(await api.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 })).toMatchObject({ status: 401, body: { error: { code: 'missing-token' } } });
    expect(await api.post(`/api/games/${id}/moves`, { move: 'g7g6', version: 1 }, 'x'.repeat(43))).toMatchObject({ status: 401, body: { error: { code: 'unknown-token' } } });
    expect(await api.post(`/api/games/${id}/moves`, { move: 'zz', version: 1 }, tokens[1])).toMatchObject({ status: 422 });
    expect((await api.get(`/api/games/${id}`)).body.version).toBe(1);
  });

  it('applies one of 20 racing submissions of the same move, and refuses the other 19 with 409', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ version: 1, moves: ['a3a4'] });
  });

  it('ends a game by resignation; no move follows', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const resigned = await api.post(`/api/games/${id}/resign`, {}, tokens[1]);
    expect(resigned.body).toMatchObject({ phase: 'over', status: 'finished', outcome: { winner: 0, reason: 'resigned' }, version: 1 });
    expect(await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 1 }, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'game-over' } } });
    expect((await api.get('/api/games?status=finished&game=jungle')).body.games.map((game: { id: string }) => game.id)).toContain(id);
  });
});

describe('takebacks', () => {
  it('between people: one seat offers, the other accepts, and the move is gone', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    expect((await api.post(`/api/games/${id}/undo`, {}, tokens[0])).body).toMatchObject({ takebackBy: 0, moves: ['a3a4'], version: 2 });
    expect(await api.post(`/api/games/${id}/undo/accept`, {}, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'no-takeback-offer' } } });
    expect((await api.post(`/api/games/${id}/undo/accept`, {}, tokens[1])).body).toMatchObject({ takebackBy: null, moves: [], toMove: 0, version: 3 });
  });

  it('between people: a declined offer changes nothing but the offer', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    await api.post(`/api/games/${id}/undo`, {}, tokens[0]);
    expect((await api.post(`/api/games/${id}/undo/decline`, {}, tokens[1])).body).toMatchObject({ takebackBy: null, moves: ['a3a4'] });
  });

  it("against a bot: at once, with the bot's reply", async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', { bot: 'random' }], seed: 1 });
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${id}`)).body.moves).toHaveLength(2), { timeout: 10_000 });
    expect((await api.post(`/api/games/${id}/undo`, {}, tokens[0])).body).toMatchObject({ moves: [], toMove: 0, version: 3 });
  });
});

describe('Stratego set-up over HTTP (ST-1)', () => {
  const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
  it('starts play once both seats placed their armies; a bad army is refused with its rule', async () => {
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 2 });
    expect((await api.get(`/api/games/${id}`, tokens[0])).body).toMatchObject({ phase: 'setup', position: null, toMove: null });
    expect(await api.post(`/api/games/${id}/setup`, { setup: RED.replace('M', 'G') }, tokens[0])).toMatchObject({ status: 422, body: { error: { rule: 'ST-1' } } });
    const placed = await api.post(`/api/games/${id}/setup`, { setup: RED }, tokens[0]);
    expect(placed.body).toMatchObject({ phase: 'setup', ownSetup: RED, version: 1 });
    expect((await api.get(`/api/games/${id}`, tokens[1])).body.ownSetup).toBeUndefined();
    const started = await api.post(`/api/games/${id}/setup`, { setup: 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS' }, tokens[1]);
    expect(started.body).toMatchObject({ phase: 'playing', toMove: 0, version: 2 });
  });
});

describe('the lobby', () => {
  it('pages through games and shows no tokens, setups or positions', async () => {
    for (let i = 0; i < 3; i++) await createGame(api, { game: 'simple-chess', players: ['human', 'human'] });
    const first = await api.get('/api/games?game=simple-chess&limit=2');
    expect(LobbyAnswer.parse(first.body).games).toHaveLength(2);
    expect(first.body.next).toBe(2);
    const second = await api.get('/api/games?game=simple-chess&limit=2&offset=2');
    expect(second.body.next).toBeNull();
    expect(first.text).not.toMatch(/token|position|setup|record/i);
    expect((await api.get('/api/games?status=lost')).status).toBe(400);
    expect((await api.get('/api/games?colour=red')).status).toBe(400);
  });
});

describe('the record', () => {
  it('is the game record as text', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    const record = await api.get(`/api/games/${id}/record`);
    expect(record.status).toBe(200);
    expect(record.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(record.text).toContain('a3a4');
  });
});

describe('HTTP hygiene', () => {
  it('documents every route in an OpenAPI 3.1 document built from the request schemas', async () => {
    const document = await api.get('/api/openapi.json');
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/games', '/api/games/{id}', '/api/games/{id}/moves', '/api/games/{id}/seats/{seat}', '/api/games/{id}/record', '/api/games/{id}/undo/accept']),
    );
    const create = document.body.paths['/api/games'].post.requestBody.content['application/json'].schema;
    expect(create).toMatchObject({ type: 'object', additionalProperties: false, required: ['game', 'players'] });
  });

  it('refuses a body over 16 kB with 413', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const big = await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0, pad: 'x'.repeat(17_000) }, tokens[0]);
    expect(big).toMatchObject({ status: 413, body: { error: { code: 'too-large' } } });
  });

  it('sends security headers', async () => {
    const health = await api.get('/api/health');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(health.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('answers a move and a view without an ETag (nothing revalidates them; its hash would be spent on every move)', async () => {
    const { id, tokens } = await createGame(api, JUNGLE_HOT_SEAT);
    const moved = await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0]);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toBeNull();
    expect((await api.get(`/api/games/${id}`)).headers.get('etag')).toBeNull();
  });

  it('limits each client to TABULA_RATE_LIMIT requests a minute with 429', async () => {
    const limited = await startTestServer({ rateLimit: 5 });
    try {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await client(limited.url).get('/api/health')).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
