import { describe, expect, it } from 'vitest';
import { GameViewAnswer, PairingAnswer } from '@tabula/protocol';
import { serverForThisFile } from '../testing/test-server.js';

// Quick pairing on a real listening server: players who ask for the same game and time control meet in
// one game; any other game or control waits apart; two callers racing for one waiting seat never share it.
const server = serverForThisFile();
const api = server.api;
const threeTwo = { kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 } as const;

async function pair(body: Record<string, unknown>) {
  const answer = await api.post('/api/pairing', body);
  return { status: answer.status, seat: PairingAnswer.parse(answer.body) };
}

describe('quick pairing', () => {
  it('pairs the next player who asks for the same game and time control, and nobody else', async () => {
    const first = await pair({ game: 'jungle', clock: threeTwo });
    expect(first).toMatchObject({ status: 201, seat: { paired: false, version: 0 } });
    // Another game, or the same game untimed, waits apart.
    expect((await pair({ game: 'simple-chess', clock: threeTwo })).seat.id).not.toBe(first.seat.id);
    expect((await pair({ game: 'jungle' })).seat.id).not.toBe(first.seat.id);

    const second = await pair({ game: 'jungle', clock: threeTwo });
    expect(second).toMatchObject({ status: 200, seat: { id: first.seat.id, seat: first.seat.seat === 0 ? 1 : 0, paired: true } });
    // The game has begun: both seats taken, Blue's clock running, each token opening its own seat.
    const view = GameViewAnswer.parse((await api.get(`/api/games/${first.seat.id}`, first.seat.token)).body);
    expect(view).toMatchObject({ status: 'active', you: first.seat.seat, clock: { name: '3+2', running: 0 } });
    expect(GameViewAnswer.parse((await api.get(`/api/games/${first.seat.id}`, second.seat.token)).body).you).toBe(second.seat.seat);
  });

  it('gives one waiting seat to one of two players asking at once; the other waits in a new game', async () => {
    const waiting = await pair({ game: 'checkers61b', clock: { kind: 'per-move', moveMs: 30_000, reserveMs: 60_000 } });
    const racing = await Promise.all([0, 1].map(() => pair({ game: 'checkers61b', clock: { kind: 'per-move', moveMs: 30_000, reserveMs: 60_000 } })));
    const paired = racing.filter((answer) => answer.seat.paired);
    expect(paired).toHaveLength(1);
    expect(paired[0]?.seat.id).toBe(waiting.seat.id);
    const apart = racing.find((answer) => !answer.seat.paired);
    expect(apart).toMatchObject({ status: 201 });
    expect(apart?.seat.id).not.toBe(waiting.seat.id);
  });

  it('refuses an unknown game or a bad time control, and opens nothing', async () => {
    const before = (await api.get('/api/games?status=open&limit=100')).body.games.length;
    const unknown = await api.post('/api/pairing', { game: 'chess' });
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'bad-option' } } });
    expect((await api.post('/api/pairing', { game: 'jungle', clock: { kind: 'fischer', initialMs: 0, incrementMs: 0 } })).status).toBe(400);
    expect((await api.post('/api/pairing', { game: 'jungle', players: ['human', 'human'] })).status).toBe(400);
    expect((await api.get('/api/pairing')).status).toBe(405);
    expect((await api.get('/api/games?status=open&limit=100')).body.games.length).toBe(before);
  });
});
