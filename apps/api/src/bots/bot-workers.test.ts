import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createGame, DIST_THINK_WORKER, serverForThisFile, type Client } from '../testing/test-server.js';

/** The game's version, as a spectator sees it. */
async function versionOf(api: Client, id: string): Promise<number> {
  return (await api.get(`/api/games/${id}`)).body.version as number;
}

/**
 * A think worker that runs out of memory on its first think (its marker file says it did), then is the
 * real worker: how a worker dies under a think, once.
 */
function crashOnceWorker(): { script: URL; marker: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'tabula-crash-once-'));
  const marker = path.join(folder, 'died');
  const hook = path.join(folder, 'crash-once-hook.mjs');
  const script = path.join(folder, 'crash-once-think-worker.mjs');
  // Imported before the real worker, so that its listener hears each think first.
  writeFileSync(
    hook,
    `import { existsSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
parentPort.on('message', () => {
  if (existsSync(${JSON.stringify(marker)})) return;
  writeFileSync(${JSON.stringify(marker)}, 'out of memory');
  const hog = [];
  for (;;) hog.push(new Array(100000).fill(hog.length));
});
`,
  );
  writeFileSync(script, `import ${JSON.stringify(pathToFileURL(hook).href)};\nimport ${JSON.stringify(DIST_THINK_WORKER.href)};\n`);
  return { script: pathToFileURL(script), marker };
}

describe('a bot worker that dies under a think', () => {
  const crashing = crashOnceWorker();
  const { api } = serverForThisFile({ thinkWorker: crashing.script, botHeapMb: 64 });

  it('is replaced and the turn is played on the new worker', async () => {
    const { id, tokens } = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 4 });
    expect((await api.post(`/api/games/${id}/moves`, { move: 'a3a4', version: 0 }, tokens[0])).status).toBe(200);
    await vi.waitFor(async () => expect(await versionOf(api, id)).toBe(2), { timeout: 20_000, interval: 50 });
    expect(existsSync(crashing.marker)).toBe(true);
    // And the next turn too.
    const view = (await api.get(`/api/games/${id}`, tokens[0])).body;
    const move = (view.legalMoves as { text: string }[])[0]?.text;
    expect((await api.post(`/api/games/${id}/moves`, { move, version: 2 }, tokens[0])).status).toBe(200);
    await vi.waitFor(async () => expect(await versionOf(api, id)).toBe(4), { timeout: 20_000, interval: 50 });
  });
});

describe('a think that kills its worker on every try (its heap limit)', () => {
  const { api } = serverForThisFile({ botHeapMb: 16 });

  it("ends the game: the bot resigns after its retries, and other games' bots still move", async () => {
    // 200 000 IS-MCTS iterations hold about 60 MB of tree: a 16 MB heap cannot.
    const { id, tokens } = await createGame(api, { game: 'simple-chess', players: ['human', { bot: 'ismcts:200000n' }], seed: 4 });
    const view = (await api.get(`/api/games/${id}`, tokens[0])).body;
    const move = (view.legalMoves as { text: string }[])[0]?.text;
    expect((await api.post(`/api/games/${id}/moves`, { move, version: 0 }, tokens[0])).status).toBe(200);
    await vi.waitFor(async () => expect((await api.get(`/api/games/${id}`)).body).toMatchObject({ phase: 'over', outcome: { winner: 0, reason: 'resigned' } }), {
      timeout: 50_000,
      interval: 200,
    });
    const other = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 4 });
    expect((await api.post(`/api/games/${other.id}/moves`, { move: 'a3a4', version: 0 }, other.tokens[0])).status).toBe(200);
    await vi.waitFor(async () => expect(await versionOf(api, other.id)).toBe(2), { timeout: 10_000, interval: 50 });
  });
});

describe('the bots queue', () => {
  const GAMES = 10; // TABULA_BOT_GAMES_PER_CLIENT's default: all one client may run
  // Its cap, and one more for each person's game of these tests (all come from one address).
  const { api } = serverForThisFile({ botThreads: 1, botGamesPerClient: GAMES + 4 });

  it("serves a person's reply before the bot games queued ahead of it: level 1 on its own worker, level 3 by preempting them", async () => {
    const botGames: string[] = [];
    for (let i = 0; i < GAMES; i++) botGames.push((await createGame(api, { game: 'jungle', players: [{ bot: 'alphabeta:1000ms' }, { bot: 'alphabeta:1000ms' }], seed: i })).id);
    // Every bot game's first think is queued or running: one second each on one thread.
    await vi.waitFor(async () => expect(await versionOf(api, botGames[0] ?? '')).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    const plies = async () => (await Promise.all(botGames.map((id) => versionOf(api, id)))).reduce((sum, version) => sum + version, 0);
    for (const bot of ['level1', 'level3']) {
      const person = await createGame(api, { game: 'jungle', players: ['human', { bot }], seed: 1 });
      const before = await plies();
      expect((await api.post(`/api/games/${person.id}/moves`, { move: 'a3a4', version: 0 }, person.tokens[0])).status).toBe(200);
      await vi.waitFor(async () => expect(await versionOf(api, person.id)).toBe(2), { timeout: 30_000, interval: 10 });
      const after = await plies();
      // First come, first served, the reply would wait for ten bot moves (ten seconds); it waited for none
      // (one may have been finishing as the person moved).
      expect(after - before, bot).toBeLessThanOrEqual(1);
    }
    // The preempted bot games still move.
    const now = await plies();
    await vi.waitFor(async () => expect(await plies()).toBeGreaterThan(now), { timeout: 10_000, interval: 100 });
  });

  it("serves a level-1 reply while another person's bot thinks for its longest on the only thread", async () => {
    const slow = await createGame(api, { game: 'jungle', players: ['human', { bot: 'alphabeta:10000ms' }], seed: 2 });
    expect((await api.post(`/api/games/${slow.id}/moves`, { move: 'a3a4', version: 0 }, slow.tokens[0])).status).toBe(200);
    const quick = await createGame(api, { game: 'jungle', players: ['human', { bot: 'level1' }], seed: 2 });
    expect((await api.post(`/api/games/${quick.id}/moves`, { move: 'a3a4', version: 0 }, quick.tokens[0])).status).toBe(200);
    await vi.waitFor(async () => expect(await versionOf(api, quick.id)).toBe(2), { timeout: 30_000, interval: 10 });
    // The long think (at least 5 s) has not answered yet.
    expect(await versionOf(api, slow.id)).toBe(1);
  });
});
