import { beforeAll, describe, expect, it } from 'vitest';
import { openLive } from '../testing/live-client.js';
import { createGame, serverForThisFile } from '../testing/test-server.js';

// Every route and the socket's hello, asked by each kind of caller. Only the right seat acts: every
// other answer leaves the game at its version.

const server = serverForThisFile();
const api = server.api;

type Caller = 'nobody' | 'right' | 'other' | 'stranger' | 'foreign';
const CALLERS: readonly Caller[] = ['nobody', 'right', 'other', 'stranger', 'foreign'];
const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';

interface Prepared {
  readonly id: string;
  /** The seat whose action this is, and the other seat of the same game. */
  readonly right: string;
  readonly other: string;
}

/** A fresh game where the route's action belongs to `right`. */
type Prepare = () => Promise<Prepared>;

async function jungle(after: (id: string, tokens: [string, string]) => Promise<void> = async () => undefined): Promise<{ id: string; tokens: [string, string] }> {
  const game = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 9 });
  await after(game.id, game.tokens);
  return game;
}

const seat0: Prepare = async () => {
  const { id, tokens } = await jungle();
  return { id, right: tokens[0], other: tokens[1] };
};
const afterOffer: Prepare = async () => {
  const { id, tokens } = await jungle(async (game, seats) => {
    await api.post(`/api/games/${game}/moves`, { move: 'a3a4', version: 0 }, seats[0]);
    await api.post(`/api/games/${game}/undo`, {}, seats[0]);
  });
  return { id, right: tokens[1], other: tokens[0] };
};

const ROUTES: readonly { name: string; prepare: Prepare; send: (id: string, token?: string) => Promise<{ status: number }>; expected: Record<Caller, number> }[] = [
  {
    name: 'POST moves',
    prepare: seat0,
    send: (id, token) => api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, token),
    expected: { nobody: 401, right: 200, other: 403, stranger: 401, foreign: 401 },
  },
  {
    name: 'POST setup',
    prepare: async () => {
      const { id, tokens } = await createGame(api, { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 9 });
      await api.post(`/api/games/${id}/setup`, { setup: 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS' }, tokens[1]);
      return { id, right: tokens[0], other: tokens[1] };
    },
    send: (id, token) => api.post(`/api/games/${id}/setup`, { setup: RED }, token),
    expected: { nobody: 401, right: 200, other: 409, stranger: 401, foreign: 401 },
  },
  {
    name: 'POST undo (offer)',
    prepare: async () => {
      const { id, tokens } = await jungle((game, seats) => api.post(`/api/games/${game}/moves`, { move: 'a3a4', version: 0 }, seats[0]).then(() => undefined));
      return { id, right: tokens[0], other: tokens[1] };
    },
    send: (id, token) => api.post(`/api/games/${id}/undo`, {}, token),
    expected: { nobody: 401, right: 200, other: 409, stranger: 401, foreign: 401 },
  },
  {
    name: 'POST undo/accept',
    prepare: afterOffer,
    send: (id, token) => api.post(`/api/games/${id}/undo/accept`, {}, token),
    expected: { nobody: 401, right: 200, other: 409, stranger: 401, foreign: 401 },
  },
  {
    name: 'POST undo/decline',
    prepare: afterOffer,
    send: (id, token) => api.post(`/api/games/${id}/undo/decline`, {}, token),
    expected: { nobody: 401, right: 200, other: 409, stranger: 401, foreign: 401 },
  },
  {
    // Each seat may resign only itself: the other seat's resignation is its own, so it is "right" too
    // and checked below by who won.
    name: 'POST resign',
    prepare: seat0,
    send: (id, token) => api.post(`/api/games/${id}/resign`, {}, token),
    expected: { nobody: 401, right: 200, other: 200, stranger: 401, foreign: 401 },
  },
];

describe('authorization matrix: only the right seat acts', () => {
  let foreign: string;
  beforeAll(async () => {
    foreign = (await jungle()).tokens[0];
  });
  const tokenOf = (caller: Caller, game: Prepared): string | undefined =>
    ({ nobody: undefined, right: game.right, other: game.other, stranger: 'A'.repeat(43), foreign })[caller];

  for (const route of ROUTES) {
    it.each(CALLERS)(`${route.name} by %s`, async (caller) => {
      const game = await route.prepare();
      const before = (await api.get(`/api/games/${game.id}`)).body.version as number;
      const answer = await route.send(game.id, tokenOf(caller, game));
      expect(answer.status).toBe(route.expected[caller]);
      const after = (await api.get(`/api/games/${game.id}`)).body;
      expect(after.version).toBe(answer.status === 200 ? before + 1 : before);
      if (route.name === 'POST resign' && answer.status === 200) {
        // The resigning seat is the one whose token was sent: the other one wins.
        const resigned = (await api.get(`/api/games/${game.id}`, tokenOf(caller, game))).body.you;
        expect(after.outcome.winner).toBe(1 - resigned);
      }
    });
  }

  it.each(CALLERS)('GET the view and the record as %s', async (caller) => {
    const game = await seat0();
    const token = tokenOf(caller, game);
    const view = await api.get(`/api/games/${game.id}`, token);
    const record = await api.get(`/api/games/${game.id}/record`, token);
    if (caller === 'stranger' || caller === 'foreign') {
      expect([view.status, record.status]).toEqual([401, 401]);
      return;
    }
    expect([view.status, record.status]).toEqual([200, 200]);
    const you = { nobody: null, right: 0, other: 1 }[caller];
    expect(view.body.you).toBe(you);
    expect(view.body.legalMoves !== undefined).toBe(caller === 'right');
  });

  it.each(CALLERS)('the socket hello as %s', async (caller) => {
    const game = await seat0();
    const token = tokenOf(caller, game);
    const live = await openLive(server.url(), game.id, { type: 'hello', ...(token ? { token } : {}) });
    const first = await live.next();
    if (caller === 'stranger' || caller === 'foreign') {
      expect(first).toMatchObject({ type: 'error', error: { code: 'unknown-token' } });
      expect((await live.closed).code).toBe(4401);
      return;
    }
    expect(first.view.you).toBe({ nobody: null, right: 0, other: 1 }[caller]);
    expect(first.view.legalMoves !== undefined).toBe(caller === 'right');
    live.close();
  });

  it('claiming a seat needs no token but works once per seat, whoever asks', async () => {
    const { id } = await createGame(api, { game: 'jungle', players: ['human', 'human'] });
    expect((await api.post(`/api/games/${id}/seats/1`, undefined, foreign)).status).toBe(201);
    expect((await api.post(`/api/games/${id}/seats/1`)).status).toBe(409);
  });
});
