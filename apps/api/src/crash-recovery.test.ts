import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { openLive } from './testing/live-client.js';
import { spawnServer } from './testing/server-process.js';
import { client, createGame, tempDbFile } from './testing/test-server.js';

// The server process itself, killed and stopped: every move it acknowledged must be there after a
// restart, and bots must take up their games again.

interface Tracked {
  id: string;
  tokens: [string, string];
  /** Moves the server answered 200 for, in order. */
  acked: string[];
}

const KILLS = 5;

/** Resolves once more than `count` moves of `game` are acknowledged; refuses after a minute without one. */
async function acknowledgedBeyond(game: Tracked, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (game.acked.length <= count) {
    if (Date.now() > deadline) throw new Error(`the server acknowledged no move in a minute (still ${count})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('crash recovery (dist/main.js)', () => {
  it(`finds every acknowledged move after ${KILLS} SIGKILLs mid-play, and bots move again after a restart`, async () => {
    const db = tempDbFile();
    let server = await spawnServer({ TABULA_DB: db });
    let api = client(server.url);
    const hotSeat: Tracked = { ...(await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 11 })), acked: [] };
    const vsBot = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 12 });

    for (let kill = 0; kill < KILLS; kill++) {
      const ackedBefore = hotSeat.acked.length;
      // Play as fast as the server answers until it dies under us.
      const playing = (async () => {
        for (;;) {
          const view = (await api.get(`/api/games/${hotSeat.id}`)).body;
          if (view.phase === 'over') return;
          const token = hotSeat.tokens[view.toMove as 0 | 1];
          const options = (await api.get(`/api/games/${hotSeat.id}`, token)).body.legalMoves as { text: string }[];
          const move = options[(view.version as number) % options.length]?.text as string;
          const answer = await api.post(`/api/games/${hotSeat.id}/moves`, { move, version: view.version }, token);
          if (answer.status === 200) hotSeat.acked.push(move);
        }
      })().catch(() => undefined);
      // Kill mid-play once the server has acknowledged a move since it came up (a loaded machine may
      // take a while to answer the first), a little later each round so the kills land at different points.
      await acknowledgedBeyond(hotSeat, ackedBefore);
      await new Promise((resolve) => setTimeout(resolve, kill * 60));
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      await playing;
      server = await spawnServer({ TABULA_DB: db });
      api = client(server.url);
      const moves = (await api.get(`/api/games/${hotSeat.id}`)).body.moves as string[];
      // Everything acknowledged is there; at most the one move in flight when it died was committed unanswered.
      expect(moves.slice(0, hotSeat.acked.length)).toEqual(hotSeat.acked);
      expect(moves.length - hotSeat.acked.length).toBeLessThanOrEqual(1);
      hotSeat.acked = moves;
    }
    expect(hotSeat.acked.length).toBeGreaterThan(KILLS);

    // The bot game: a move, a kill while the bot may be thinking, and the bot answers after the restart.
    const before = (await api.get(`/api/games/${vsBot.id}`, vsBot.tokens[0])).body;
    const played = await api.post(`/api/games/${vsBot.id}/moves`, { move: before.legalMoves[0].text, version: before.version }, vsBot.tokens[0]);
    expect(played.status).toBe(200);
    server.child.kill('SIGKILL');
    await server.exited;
    server = await spawnServer({ TABULA_DB: db });
    api = client(server.url);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${vsBot.id}`)).body).toMatchObject({ toMove: 0, version: before.version + 2 }), { timeout: 20_000, interval: 100 });
    server.child.kill('SIGKILL');
    await server.exited;
  });

  it('stops gracefully on SIGTERM: answers under way finish, sockets close with 1001, the database closes, and a restart finds the game', async () => {
    const db = tempDbFile();
    const server = await spawnServer({ TABULA_DB: db });
    const api = client(server.url);
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 3 });
    expect((await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0])).status).toBe(200);
    const live = await openLive(server.url, id, { type: 'hello', token: tokens[1] });
    await live.next();
    server.child.kill('SIGTERM');
    expect((await live.closed).code).toBe(1001);
    expect(await server.exited).toBe(0);
    const again = await spawnServer({ TABULA_DB: db });
    expect((await client(again.url).get(`/api/games/${id}`)).body).toMatchObject({ version: 1, moves: ['a3a4'] });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
