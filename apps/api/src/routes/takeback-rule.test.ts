import { describe, expect, it, vi } from 'vitest';
import { GameViewAnswer } from '@tabula/protocol';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// One real server on a temporary SQLite file for the whole file: the takeback rule (G-4, libs/play) over
// HTTP, and what a game may be created from and when its seats and record may be had.
const server = serverForThisFile();
const api = server.api;

// Checkers61b: fire's bomb takes water's last piece and itself with it (CK-5, CK-6): a drawn game.
const LAST_BOMB = '8/8/8/8/3p4/2B5/8/8 f 1';
// Stratego: red's captain on e4 faces blue's lieutenant on e5; each side also has a sergeant and a flag.
const FACING = 'F9/T9/10/4P5/4l5/10/10/10/9t/9f r 1';

describe('takebacks (G-4)', () => {
  it('G-4: after the end a takeback against a bot answers 409 and leaves the game as it was', async () => {
    const { id, tokens } = await createGame(api, { game: 'checkers61b', players: ['human', { bot: 'random' }], position: LAST_BOMB });
    const ended = await api.post(`/api/games/${id}/moves`, { move: 'c3e5', version: 0 }, tokens[0]);
    expect(GameViewAnswer.parse(ended.body)).toMatchObject({ phase: 'over', status: 'finished', outcome: { winner: null, reason: 'mutual-destruction' } });
    const before = (await api.get(`/api/games/${id}`, tokens[0])).body;
    const refused = await api.post(`/api/games/${id}/undo`, {}, tokens[0]);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'game-over', rule: 'G-4' } } });
    expect(refused.body.error.message).toMatch(/^G-4: the game is over \(no piece is left on the board\); a finished game is never reopened/);
    expect((await api.get(`/api/games/${id}`, tokens[0])).body).toEqual(before);
  });

  it('G-4: after the end nobody offers a takeback between people either', async () => {
    const { id, tokens } = await createGame(api, { game: 'checkers61b', players: ['human', 'human'], take: [0, 1], position: LAST_BOMB });
    await api.post(`/api/games/${id}/moves`, { move: 'c3e5', version: 0 }, tokens[0]);
    expect(await api.post(`/api/games/${id}/undo`, {}, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'game-over', rule: 'G-4' } } });
    expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ version: 1, takebackBy: null, phase: 'over' });
  });

  it('G-4: against a bot, an attack (it revealed two ranks) cannot be taken back', async () => {
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', { bot: 'random' }], position: FACING, seed: 4 });
    await api.post(`/api/games/${id}/moves`, { move: 'e4e5', version: 0 }, tokens[0]);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${id}`)).body.moves).toHaveLength(2), { timeout: 10_000 });
    const before = (await api.get(`/api/games/${id}`, tokens[0])).body;
    const refused = await api.post(`/api/games/${id}/undo`, {}, tokens[0]);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'takeback-refused', rule: 'G-4' } } });
    expect(refused.body.error.message).toContain("Red's e4e5 revealed a rank");
    expect((await api.get(`/api/games/${id}`, tokens[0])).body).toEqual(before);
  });
});

describe('what a game is created from, and when its seats and record may be had', () => {
  it("a Stratego game still in set-up has no record yet: 409, not 500", async () => {
    const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 2 });
    expect(await api.get(`/api/games/${id}/record`, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'wrong-phase' } } });
    expect((await api.get(`/api/games/${id}/record`)).status).toBe(409);
  });

  it('ST-9: a start position with hidden pieces (x) is refused at creation', async () => {
    const refused = await api.post('/api/games', { game: 'stratego', players: ['human', { bot: 'random' }], position: 'F9/10/10/4P5/4x5/10/10/10/10/9f r 1' });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'invalid-position' } } });
    expect(refused.body.error.message).toContain('hidden pieces (X/x)');
  });

  it('ST-9: a hidden-information game from a position is only for a creator who takes every human seat', async () => {
    const open = await api.post('/api/games', { game: 'stratego', players: ['human', 'human'], position: FACING });
    expect(open).toMatchObject({ status: 422, body: { error: { code: 'position-open-seat' } } });
    expect(open.body.error.message).toContain('take every human seat');
    expect((await api.post('/api/games', { game: 'stratego', players: ['human', 'human'], take: [], position: FACING })).status).toBe(422);
    expect((await api.post('/api/games', { game: 'stratego', players: ['human', 'human'], take: [0, 1], position: FACING })).status).toBe(201);
    expect((await api.post('/api/games', { game: 'stratego', players: ['human', { bot: 'random' }], position: FACING })).status).toBe(201);
    // Open games keep their open seats.
    expect((await api.post('/api/games', { game: 'checkers61b', players: ['human', 'human'], position: LAST_BOMB })).status).toBe(201);
  });

  it('game ids are exact: " Stratego " is refused, naming it and the games there are', async () => {
    const refused = await api.post('/api/games', { game: ' Stratego ', players: ['human', 'human'] });
    expect(refused).toMatchObject({ status: 422, body: { error: { code: 'bad-option' } } });
    expect(refused.body.error.message).toContain('" Stratego "');
    expect(refused.body.error.message).toMatch(/animal-chess, .*stratego/);
    expect((await api.post('/api/games', { game: 'STRATEGO', players: ['human', 'human'] })).status).toBe(422);
  });

  it('the free seat of a finished game cannot be claimed: 409, and the version stays', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'] });
    await api.post(`/api/games/${id}/resign`, {}, tokens[0]);
    const { version } = (await api.get(`/api/games/${id}`)).body as { version: number };
    expect(await api.post(`/api/games/${id}/seats/1`)).toMatchObject({ status: 409, body: { error: { code: 'game-over' } } });
    expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ version, status: 'finished' });
  });
});
