import { describe, expect, it } from 'vitest';
import { GameViewAnswer } from '@tabula/protocol';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// Aborting a game that has not really begun, on a real listening server: no result, and the clock stops.
const server = serverForThisFile();
const api = server.api;

async function firstMove(id: string, token: string) {
  const view = GameViewAnswer.parse((await api.get(`/api/games/${id}`, token)).body);
  return { move: view.legalMoves?.[0]?.text as string, version: view.version };
}

describe('abort', () => {
  it('ends a timed game with no result before the second side has moved, and stops its clock', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], clock: { kind: 'fischer', initialMs: 60_000, incrementMs: 0 } });
    await api.post(`/api/games/${id}/moves`, await firstMove(id, tokens[0]), tokens[0]);
    const aborted = await api.post(`/api/games/${id}/abort`, {}, tokens[1]);
    expect(GameViewAnswer.parse(aborted.body)).toMatchObject({ phase: 'over', status: 'finished', outcome: { winner: null, reason: 'aborted' }, clock: { running: null } });
    const record = (await api.get(`/api/games/${id}/record`)).text;
    expect(record).toContain('[Result "*"]');
    expect(record).toContain('[Reason "aborted"]');
  });

  it('is refused once both sides have moved, and leaves the game as it was', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1] });
    await api.post(`/api/games/${id}/moves`, await firstMove(id, tokens[0]), tokens[0]);
    await api.post(`/api/games/${id}/moves`, await firstMove(id, tokens[1]), tokens[1]);
    const refused = await api.post(`/api/games/${id}/abort`, {}, tokens[0]);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'too-late-to-abort' } } });
    expect(refused.body.error.message).toMatch(/resign, or offer a draw/);
    expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ phase: 'playing', version: 2 });
    expect((await api.post(`/api/games/${id}/abort`, {})).status).toBe(401);
  });
});
