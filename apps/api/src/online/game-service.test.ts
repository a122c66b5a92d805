import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { StoredChange } from '../storage/game-store.js';
import { SqliteGameStore } from '../storage/sqlite-game-store.js';
import { GameService } from './game-service.js';

/** An in-memory store whose next group commits can be made to fail, as a full disk would. */
class FlakyStore extends SqliteGameStore {
  failures = 0;
  commits: number[] = [];
  override saveAll(changes: readonly StoredChange[]): boolean[] {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('disk full');
    }
    this.commits.push(changes.length);
    return super.saveAll(changes);
  }
}

function service() {
  const store = new FlakyStore(':memory:');
  const games = new GameService(store, { registry, thinker: inProcessThinker(registry) }, pino({ level: 'silent' }));
  const created = games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: 1 });
  const tokens = created.seats.map((seat) => seat.token as string);
  return { store, games, id: created.id, tokens };
}

describe('GameService commits', () => {
  it('shows nobody a move before it is durable, and forgets a move whose commit failed', async () => {
    const { store, games, id } = service();
    store.failures = 1;
    const move = games.move(id, 0, 'a3a4', 0);
    // Asked while the move waits for its commit: the answer waits too, and shows the stored game.
    const view = games.view(id, 'spectator');
    await expect(move).rejects.toThrow('disk full');
    expect(await view).toMatchObject({ version: 0, moves: [] });
    expect(store.load(id)?.version).toBe(0);
    // The game goes on from what is stored.
    await games.move(id, 0, 'a3a4', 0);
    expect(await games.view(id, 'spectator')).toMatchObject({ version: 1, moves: ['a3a4'] });
  });

  it('commits the changes of one turn of the event loop together, and each caller hears once its change is stored', async () => {
    const { store, games } = service();
    const ids = [1, 2, 3].map(() => games.create({ game: 'jungle', players: ['human', 'human'], take: [0], seed: 1 }).id);
    store.commits = [];
    await Promise.all(ids.map((id) => games.move(id, 0, 'a3a4', 0)));
    expect(store.commits).toEqual([3]);
    for (const id of ids) expect(store.load(id)?.version).toBe(1);
  });

  it('tells listeners of a change only after it is stored', async () => {
    const { store, games, id } = service();
    const heard: number[] = [];
    games.onChange((changed) => heard.push(store.load(changed)?.version ?? -1));
    await games.move(id, 0, 'a3a4', 0);
    expect(heard).toEqual([1]);
  });
});
