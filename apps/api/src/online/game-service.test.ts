import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { StoredChange } from '../storage/game-store.js';
import { SingleNode } from '../cluster/single-node.js';
import { SqliteGameStore } from '../storage/sqlite-game-store.js';
import { GameService } from './game-service.js';

/** An in-memory store whose next group commits can be made to fail, as a full disk would. */
class FlakyStore extends SqliteGameStore {
  failures = 0;
  commits: number[] = [];
  override async saveAll(changes: readonly StoredChange[]): Promise<boolean[]> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('disk full');
    }
    this.commits.push(changes.length);
    return super.saveAll(changes);
  }
}

async function service() {
  const store = new FlakyStore(':memory:');
  const games = new GameService(store, { registry, thinker: inProcessThinker(registry) }, pino({ level: 'silent' }), new SingleNode(store));
  const created = await games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 1 });
  const tokens = created.seats.map((seat) => seat.token as string);
  return { store, games, id: created.id, tokens };
}

describe('GameService commits', () => {
  it('shows nobody a move before it is durable, and forgets a move whose commit failed', async () => {
    const { store, games, id } = await service();
    store.failures = 1;
    const move = games.move(id, 0, 'a3a4', 0);
    // Asked while the move waits for its commit: the answer waits too, and shows the stored game.
    const view = games.view(id, 'spectator');
    await expect(move).rejects.toThrow('disk full');
    expect(await view).toMatchObject({ version: 0, moves: [] });
    expect((await store.load(id))?.version).toBe(0);
    // The game goes on from what is stored.
    await games.move(id, 0, 'a3a4', 0);
    expect(await games.view(id, 'spectator')).toMatchObject({ version: 1, moves: ['a3a4'] });
  });

  it('commits the changes of one turn of the event loop together, and each caller hears once its change is stored', async () => {
    const { store, games } = await service();
    const ids = await Promise.all([1, 2, 3].map(async () => (await games.create({ game: 'jungle', players: ['human', 'human'], take: [0], seed: 1 })).id));
    store.commits = [];
    await Promise.all(ids.map((id) => games.move(id, 0, 'a3a4', 0)));
    expect(store.commits).toEqual([3]);
    for (const id of ids) expect((await store.load(id))?.version).toBe(1);
  });

  it('tells listeners of a change only after it is stored', async () => {
    const { store, games, id } = await service();
    const heard: number[] = [];
    store.commits = [];
    // Each listener call notes how many transactions had been written by then.
    games.onChange(() => heard.push(store.commits.length));
    await games.move(id, 0, 'a3a4', 0);
    expect(heard).toEqual([1]);
  });
});
