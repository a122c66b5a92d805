import { describe, expect, it } from 'vitest';
import { GameViewAnswer } from '@tabula/protocol';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// Rematches on a real listening server: both players ask, a new game opens with the same settings and
// the seats swapped, and each player's own token opens their new seat.
const server = serverForThisFile();
const api = server.api;

async function view(id: string, token?: string) {
  return GameViewAnswer.parse((await api.get(`/api/games/${id}`, token)).body);
}

describe('rematch', () => {
  it('opens when both players want it, with the same time control and the seats swapped, each token opening its new seat', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 300_000, incrementMs: 3_000 } });
    expect((await api.post(`/api/games/${id}/rematch`, {}, tokens[0])).body).toMatchObject({ error: { code: 'wrong-phase' } });
    await api.post(`/api/games/${id}/resign`, {}, tokens[1]);
    expect((await view(id)).rematch).toEqual({ wanted: [false, false], next: null });

    const asked = GameViewAnswer.parse((await api.post(`/api/games/${id}/rematch`, {}, tokens[0])).body);
    expect(asked.rematch).toEqual({ wanted: [true, false], next: null });
    const agreed = GameViewAnswer.parse((await api.post(`/api/games/${id}/rematch`, {}, tokens[1])).body);
    expect(agreed.rematch?.wanted).toEqual([true, true]);
    const next = agreed.rematch?.next as string;
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(next).not.toBe(id);

    // Blue (seat 0) now sits in seat 1 with the same token, Red moves first; the clock is 5+3 again.
    const red = await view(next, tokens[1]);
    expect(red).toMatchObject({ you: 0, toMove: 0, phase: 'playing', status: 'active', clock: { name: '5+3', running: 0 } });
    expect((await view(next, tokens[0])).you).toBe(1);
    const move = red.legalMoves?.[0]?.text as string;
    expect((await api.post(`/api/games/${next}/moves`, { move, version: 0 }, tokens[1])).status).toBe(200);
    // Asking again changes nothing.
    const again = await api.post(`/api/games/${id}/rematch`, {}, tokens[0]);
    expect(GameViewAnswer.parse(again.body).rematch?.next).toBe(next);
  });

  it('against a bot opens at once, the bot moving first now', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', { bot: 'random' }] });
    await api.post(`/api/games/${id}/resign`, {}, tokens[0]);
    const made = GameViewAnswer.parse((await api.post(`/api/games/${id}/rematch`, {}, tokens[0])).body);
    const next = made.rematch?.next as string;
    const seats = (await view(next, tokens[0])).players;
    expect(seats.map((seat) => seat.kind)).toEqual(['bot', 'human']);
    expect((await view(next, tokens[0])).you).toBe(1);
    // A spectator cannot ask.
    expect((await api.post(`/api/games/${id}/rematch`, {})).status).toBe(401);
  });
});
