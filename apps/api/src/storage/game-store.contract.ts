import { afterEach, describe, expect, it } from 'vitest';
import type { GameStore, StoredGame } from './game-store.js';

/** A stored game with every field set, to be varied per test. */
export function storedGame(id: string, changes: Partial<StoredGame> = {}): StoredGame {
  return {
    id,
    game: 'jungle',
    players: ['human', { bot: 'level2' }],
    seed: '7',
    position: null,
    setups: [null, null],
    record: '[Game "jungle"]\n\n*\n',
    version: 1,
    status: 'active',
    tokenHashes: ['ab'.repeat(32), null],
    takebackBy: null,
    ...changes,
  };
}

/**
 * What every {@link GameStore} must do, run against a fresh store per test (`open` may reopen the same
 * file to prove durability when `reopen` is given).
 */
export function describeGameStore(name: string, open: () => GameStore, reopen?: (store: GameStore) => GameStore): void {
  describe(`${name} (GameStore contract)`, () => {
    const opened: GameStore[] = [];
    const fresh = () => {
      const store = open();
      opened.push(store);
      return store;
    };
    afterEach(() => {
      for (const store of opened.splice(0)) store.close();
    });

    it('loads what it created, and null for an unknown id', () => {
      const store = fresh();
      const game = storedGame('g1', { players: [{ bot: 'greedy' }, 'human'], setups: ['SETUP', null], takebackBy: 1 });
      store.create(game);
      expect(store.load('g1')).toEqual(game);
      expect(store.load('nope')).toBeNull();
    });

    it('refuses a second game with the same id', () => {
      const store = fresh();
      store.create(storedGame('g1'));
      expect(() => store.create(storedGame('g1', { game: 'stratego' }))).toThrow();
      expect(store.load('g1')?.game).toBe('jungle');
    });

    it('saves only over the expected version (compare-and-set)', () => {
      const store = fresh();
      store.create(storedGame('g1'));
      expect(store.save(storedGame('g1', { version: 2, record: 'two' }), 1)).toBe(true);
      expect(store.save(storedGame('g1', { version: 2, record: 'stale' }), 1)).toBe(false);
      expect(store.load('g1')).toMatchObject({ version: 2, record: 'two' });
      expect(store.save(storedGame('nope', { version: 2 }), 1)).toBe(false);
    });

    it('saves several changes in one go, in order, each over its own expected version', () => {
      const store = fresh();
      store.create(storedGame('a'));
      store.create(storedGame('b'));
      const results = store.saveAll([
        { game: storedGame('a', { version: 2, record: 'a2' }), expected: 1 },
        { game: storedGame('b', { version: 2, record: 'stale' }), expected: 5 },
        { game: storedGame('a', { version: 3, record: 'a3' }), expected: 2 },
      ]);
      expect(results).toEqual([true, false, true]);
      expect(store.load('a')).toMatchObject({ version: 3, record: 'a3' });
      expect(store.load('b')).toMatchObject({ version: 1 });
      expect(store.saveAll([])).toEqual([]);
    });

    it('lists games by status and game, oldest first, one page at a time', () => {
      const store = fresh();
      store.create(storedGame('a', { status: 'open' }));
      store.create(storedGame('b', { status: 'active', game: 'stratego' }));
      store.create(storedGame('c', { status: 'open', game: 'stratego' }));
      store.create(storedGame('d', { status: 'finished' }));
      const ids = (query: Parameters<GameStore['list']>[0]) => store.list(query).games.map((game) => game.id);
      expect(ids({ limit: 10, offset: 0 })).toEqual(['a', 'b', 'c', 'd']);
      expect(ids({ status: 'open', limit: 10, offset: 0 })).toEqual(['a', 'c']);
      expect(ids({ game: 'stratego', limit: 10, offset: 0 })).toEqual(['b', 'c']);
      expect(ids({ game: 'stratego', status: 'open', limit: 10, offset: 0 })).toEqual(['c']);
      expect(store.list({ limit: 2, offset: 0 })).toMatchObject({ more: true });
      expect(store.list({ limit: 2, offset: 2 })).toMatchObject({ more: false });
      expect(ids({ limit: 2, offset: 2 })).toEqual(['c', 'd']);
      // A saved status moves the game between lists.
      expect(store.save(storedGame('a', { status: 'finished', version: 2 }), 1)).toBe(true);
      expect(ids({ status: 'finished', limit: 10, offset: 0 })).toEqual(['a', 'd']);
      expect(store.unfinished()).toEqual(['b', 'c']);
    });

    if (reopen) {
      it('keeps every saved change after it is closed and opened again', () => {
        const store = fresh();
        store.create(storedGame('g1'));
        expect(store.save(storedGame('g1', { version: 2, record: 'after' }), 1)).toBe(true);
        const again = reopen(store);
        opened.push(again);
        expect(again.load('g1')).toMatchObject({ version: 2, record: 'after' });
      });
    }
  });
}
