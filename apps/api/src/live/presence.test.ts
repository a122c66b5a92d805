import { describe, expect, it, vi } from 'vitest';
import { GameViewAnswer, PresenceAnswer } from '@tabula/protocol';
import { openLive } from '../testing/live-client.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// Presence on a real listening server: each seat's live sockets and the spectators are counted, every
// socket of the game hears when that changes, and in a timed game a player whose opponent has been gone
// for the server's grace may claim the win (reason abandoned). The grace is short here (one second).
const CLAIM_AFTER_MS = 1_000;
const server = serverForThisFile({ claimAfterMs: CLAIM_AFTER_MS });
const api = server.api;

const TIMED = { kind: 'fischer', initialMs: 300_000, incrementMs: 0 } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function presenceOf(id: string) {
  const answer = await api.get(`/api/games/${id}/presence`);
  expect(answer.status).toBe(200);
  return PresenceAnswer.parse(answer.body);
}

describe('presence', () => {
  it("tells every socket of the game when a seat comes and goes and how many watch, and times the one who left", async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: TIMED });
    // Nobody has opened the game yet: both seats are away (since the server first heard of the game).
    expect(await presenceOf(id)).toMatchObject({ seats: [{ connected: false }, { connected: false }], spectators: 0, claimAfterMs: CLAIM_AFTER_MS });

    const red = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    expect((await red.next()).type).toBe('view');
    expect(await red.presence()).toMatchObject({ seats: [{ connected: true, awayMs: null }, { connected: false }], spectators: 0 });

    const blue = await openLive(server.url(), id, { type: 'hello', token: tokens[1] });
    const watcher = await openLive(server.url(), id, { type: 'hello' });
    await vi.waitFor(async () => expect(await red.presence(2_000)).toMatchObject({ seats: [{ connected: true }, { connected: true }], spectators: 1 }), { timeout: 5_000 });
    expect(await presenceOf(id)).toMatchObject({ seats: [{ connected: true, awayMs: null }, { connected: true, awayMs: null }], spectators: 1 });

    blue.close();
    await vi.waitFor(async () => expect(await watcher.presence(2_000)).toMatchObject({ seats: [{ connected: true }, { connected: false }] }), { timeout: 5_000 });
    await sleep(300);
    const away = await presenceOf(id);
    expect(away.seats[1].awayMs).toBeGreaterThanOrEqual(250);
    expect(away.seats[1].awayMs).toBeLessThan(5_000);
    // A socket that never said hello is not counted; one that said a bad hello neither.
    const mute = await openLive(server.url(), id);
    const forged = await openLive(server.url(), id, { type: 'hello', token: 'not-a-token' });
    expect((await forged.closed).code).toBe(4401);
    expect((await presenceOf(id)).spectators).toBe(1);
    for (const live of [red, watcher, mute]) live.close();
  });

  it('counts a seat open in two tabs as there until both are closed', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    const first = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    const second = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    await second.presence();
    first.close();
    await sleep(400);
    expect((await presenceOf(id)).seats[0]).toEqual({ connected: true, awayMs: null });
    second.close();
    await vi.waitFor(async () => expect((await presenceOf(id)).seats[0].connected).toBe(false), { timeout: 5_000 });
  });

  it('says a bot is always there and no win can be claimed against one, nor in an untimed game', async () => {
    const bot = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], take: [0], clock: TIMED });
    expect(await presenceOf(bot.id)).toMatchObject({ seats: [{ connected: false }, { connected: true, awayMs: null }], claimAfterMs: null });
    const untimed = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    expect((await presenceOf(untimed.id)).claimAfterMs).toBeNull();
    await sleep(CLAIM_AFTER_MS + 200);
    const refused = await api.post(`/api/games/${untimed.id}/claim-victory`, {}, untimed.tokens[0]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not-timed' });
    const againstBot = await api.post(`/api/games/${bot.id}/claim-victory`, {}, bot.tokens[0]);
    expect(againstBot.body.error).toMatchObject({ code: 'bot-seat' });
    expect(GameViewAnswer.parse((await api.get(`/api/games/${untimed.id}`)).body)).toMatchObject({ phase: 'playing', version: 0 });
  });

  it('lets a player claim the win once the other has been gone for the grace, and not before', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: TIMED });
    const red = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    const blue = await openLive(server.url(), id, { type: 'hello', token: tokens[1] });
    await vi.waitFor(async () => expect((await presenceOf(id)).seats[1].connected).toBe(true), { timeout: 5_000 });

    const present = await api.post(`/api/games/${id}/claim-victory`, { version: 0 }, tokens[0]);
    expect(present.status).toBe(409);
    expect(present.body.error).toMatchObject({ code: 'opponent-present', message: 'Red is still connected to the game' });

    blue.close();
    await vi.waitFor(async () => expect((await presenceOf(id)).seats[1].connected).toBe(false), { timeout: 5_000 });
    const early = await api.post(`/api/games/${id}/claim-victory`, { version: 0 }, tokens[0]);
    expect(early.body.error).toMatchObject({ code: 'too-soon-to-claim' });
    expect(early.body.error.message).toMatch(/^Red left 0:00 ago; the win can be claimed once they have been gone for 0:01$/);
    // A spectator or a forged token claims nothing.
    expect((await api.post(`/api/games/${id}/claim-victory`, {})).status).toBe(401);
    expect((await api.post(`/api/games/${id}/claim-victory`, {}, 'forged')).status).toBe(401);

    await sleep(CLAIM_AFTER_MS + 100);
    const claimed = await api.post(`/api/games/${id}/claim-victory`, { version: 0 }, tokens[0]);
    expect(claimed.status).toBe(200);
    expect(GameViewAnswer.parse(claimed.body)).toMatchObject({ phase: 'over', status: 'finished', version: 1, outcome: { winner: 0, reason: 'abandoned' } });
    const record = await api.get(`/api/games/${id}/record`);
    expect(record.text).toContain('[Reason "abandoned"]');
    expect(record.text).toContain('[Result "1-0"]');
    // The one who stayed heard the end live.
    await vi.waitFor(async () => expect((await red.next(2_000)).view).toMatchObject({ outcome: { reason: 'abandoned' } }), { timeout: 5_000 });
    expect((await api.post(`/api/games/${id}/claim-victory`, {}, tokens[0])).body.error).toMatchObject({ code: 'game-over' });
    red.close();
  });

  it('refuses a claim against a seat nobody has taken: that player never came, so never left', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0], clock: TIMED });
    await sleep(CLAIM_AFTER_MS + 100);
    const refused = await api.post(`/api/games/${id}/claim-victory`, {}, tokens[0]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'seat-open' });
    expect(GameViewAnswer.parse((await api.get(`/api/games/${id}`)).body)).toMatchObject({ version: 0, outcome: null });
  });

  it('refuses a claim by the player who is away: it is the one who stayed who may claim', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: TIMED });
    const red = await openLive(server.url(), id, { type: 'hello', token: tokens[0] });
    await red.presence();
    await sleep(CLAIM_AFTER_MS + 100);
    // Red (seat 1) never came, and Blue is here: Red cannot claim against Blue.
    expect((await api.post(`/api/games/${id}/claim-victory`, {}, tokens[1])).body.error).toMatchObject({ code: 'opponent-present' });
    red.close();
  });
});
