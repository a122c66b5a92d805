import { describe, expect, it } from 'vitest';
import { GameViewAnswer } from '@tabula/protocol';
import { createGame, serverForThisFile, type Client } from '../testing/test-server.js';

// Draw offers between people on a real listening server: offered, answered, declined by a move, and
// ended by agreement; refused with a reason when there is nothing to answer or nobody to agree with.
const server = serverForThisFile();
const api = server.api;

async function view(id: string, token?: string) {
  return GameViewAnswer.parse((await api.get(`/api/games/${id}`, token)).body);
}

/** Plays the first legal move of the seat to move; returns the new view. */
async function playFirst(on: Client, id: string, tokens: [string, string]) {
  const before = await view(id);
  const seat = before.toMove as 0 | 1;
  const move = (await view(id, tokens[seat])).legalMoves?.[0]?.text as string;
  const answer = await on.post(`/api/games/${id}/moves`, { move, version: before.version }, tokens[seat]);
  expect(answer.status).toBe(200);
  return GameViewAnswer.parse(answer.body);
}

describe('draw offers', () => {
  it('a draw offered, declined by a move, offered again and accepted ends the game drawn by agreement', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    await playFirst(api, id, tokens);
    const offered = await api.post(`/api/games/${id}/draw`, {}, tokens[0]);
    expect(GameViewAnswer.parse(offered.body)).toMatchObject({ drawOfferBy: 0, phase: 'playing' });
    // Everyone sees the offer, the spectator too.
    expect((await view(id)).drawOfferBy).toBe(0);
    // Red moves instead of answering: that declines it.
    expect(await playFirst(api, id, tokens)).toMatchObject({ drawOfferBy: null, phase: 'playing' });
    // Blue offers with its move (offer, then move): its own move leaves the offer standing.
    await api.post(`/api/games/${id}/draw`, {}, tokens[0]);
    expect(await playFirst(api, id, tokens)).toMatchObject({ drawOfferBy: 0 });
    const accepted = await api.post(`/api/games/${id}/draw/accept`, {}, tokens[1]);
    expect(GameViewAnswer.parse(accepted.body)).toMatchObject({ phase: 'over', status: 'finished', drawOfferBy: null, outcome: { winner: null, reason: 'agreement' } });
    const record = (await api.get(`/api/games/${id}/record`)).text;
    expect(record).toContain('[Result "1/2-1/2"]');
    expect(record).toContain('[Reason "agreement"]');
  });

  it('declined, play goes on; two offers agree; nothing to answer, a second offer and an ended game are refused', async () => {
    const { id, tokens } = await createGame(api, { game: 'simple-chess', players: ['human', 'human'], take: [0, 1] });
    expect(await api.post(`/api/games/${id}/draw/accept`, {}, tokens[1])).toMatchObject({ status: 409, body: { error: { code: 'no-draw-offer' } } });
    await api.post(`/api/games/${id}/draw`, {}, tokens[1]);
    expect(await api.post(`/api/games/${id}/draw`, {}, tokens[1])).toMatchObject({ status: 409, body: { error: { code: 'draw-pending' } } });
    // The offering seat cannot answer its own offer.
    expect(await api.post(`/api/games/${id}/draw/accept`, {}, tokens[1])).toMatchObject({ status: 409, body: { error: { code: 'no-draw-offer' } } });
    const declined = await api.post(`/api/games/${id}/draw/decline`, {}, tokens[0]);
    expect(GameViewAnswer.parse(declined.body)).toMatchObject({ drawOfferBy: null, phase: 'playing' });
    // Both offer: the second offer accepts the first.
    await api.post(`/api/games/${id}/draw`, {}, tokens[0]);
    const agreed = await api.post(`/api/games/${id}/draw`, {}, tokens[1]);
    expect(GameViewAnswer.parse(agreed.body)).toMatchObject({ phase: 'over', outcome: { winner: null, reason: 'agreement' } });
    expect(await api.post(`/api/games/${id}/draw`, {}, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'game-over' } } });
  });

  it('a bot takes no draws, and a spectator or a stale version offers none', async () => {
    const vsBot = await createGame(api, { game: 'jungle', players: ['human', { bot: 'random' }] });
    const refused = await api.post(`/api/games/${vsBot.id}/draw`, {}, vsBot.tokens[0]);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'bot-seat' } } });
    expect(refused.body.error.message).toMatch(/bots take no draws/);
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    expect((await api.post(`/api/games/${id}/draw`, {})).status).toBe(401);
    expect(await api.post(`/api/games/${id}/draw`, { version: 7 }, tokens[0])).toMatchObject({ status: 409, body: { error: { code: 'stale-version', version: 0 } } });
    expect((await view(id)).drawOfferBy).toBeNull();
  });
});
