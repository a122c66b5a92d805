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
export function describeGameStore(name: string, open: () => Promise<GameStore>, reopen?: (store: GameStore) => Promise<GameStore>): void {
  describe(`${name} (GameStore contract)`, () => {
    const opened: GameStore[] = [];
    const fresh = async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('loads what it created, and null for an unknown id', async () => {
      const store = await fresh();
      const game = storedGame('g1', { players: [{ bot: 'greedy' }, 'human'], setups: ['SETUP', null], takebackBy: 1 });
      await store.create(game);
      expect(await store.load('g1')).toEqual(game);
      expect(await store.load('nope')).toBeNull();
    });

    it('refuses a second game with the same id', async () => {
      const store = await fresh();
      await store.create(storedGame('g1'));
      await expect(store.create(storedGame('g1', { game: 'stratego' }))).rejects.toThrow();
      expect((await store.load('g1'))?.game).toBe('jungle');
    });

    it('saves only over the expected version (compare-and-set)', async () => {
      const store = await fresh();
      await store.create(storedGame('g1'));
      expect(await store.save(storedGame('g1', { version: 2, record: 'two' }), 1)).toBe(true);
      expect(await store.save(storedGame('g1', { version: 2, record: 'stale' }), 1)).toBe(false);
      expect(await store.load('g1')).toMatchObject({ version: 2, record: 'two' });
      expect(await store.save(storedGame('nope', { version: 2 }), 1)).toBe(false);
    });

    it('saves several changes in one go, in order, each over its own expected version', async () => {
      const store = await fresh();
      await store.create(storedGame('a'));
      await store.create(storedGame('b'));
      const results = await store.saveAll([
        { game: storedGame('a', { version: 2, record: 'a2' }), expected: 1 },
        { game: storedGame('b', { version: 2, record: 'stale' }), expected: 5 },
        { game: storedGame('a', { version: 3, record: 'a3' }), expected: 2 },
      ]);
      expect(results).toEqual([true, false, true]);
      expect(await store.load('a')).toMatchObject({ version: 3, record: 'a3' });
      expect(await store.load('b')).toMatchObject({ version: 1 });
      expect(await store.saveAll([])).toEqual([]);
      // Distinct games only, one of them stale.
      expect(await store.saveAll([
        { game: storedGame('b', { version: 9, record: 'stale' }), expected: 8 },
        { game: storedGame('a', { version: 4, record: 'a4' }), expected: 3 },
      ])).toEqual([false, true]);
      expect(await store.load('a')).toMatchObject({ version: 4, record: 'a4' });
      expect(await store.load('b')).toMatchObject({ version: 1 });
    });

    it('lists games by status and game, oldest first, one page at a time', async () => {
      const store = await fresh();
      await store.create(storedGame('a', { status: 'open' }));
      await store.create(storedGame('b', { status: 'active', game: 'stratego' }));
      await store.create(storedGame('c', { status: 'open', game: 'stratego' }));
      await store.create(storedGame('d', { status: 'finished' }));
      const ids = async (query: Parameters<GameStore['list']>[0]) => (await store.list(query)).games.map((game) => game.id);
      expect(await ids({ limit: 10, offset: 0 })).toEqual(['a', 'b', 'c', 'd']);
      expect(await ids({ status: 'open', limit: 10, offset: 0 })).toEqual(['a', 'c']);
      expect(await ids({ game: 'stratego', limit: 10, offset: 0 })).toEqual(['b', 'c']);
      expect(await ids({ game: 'stratego', status: 'open', limit: 10, offset: 0 })).toEqual(['c']);
      expect(await store.list({ limit: 2, offset: 0 })).toMatchObject({ more: true });
      expect(await store.list({ limit: 2, offset: 2 })).toMatchObject({ more: false });
      expect(await ids({ limit: 2, offset: 2 })).toEqual(['c', 'd']);
      // A saved status moves the game between lists.
      expect(await store.save(storedGame('a', { status: 'finished', version: 2 }), 1)).toBe(true);
      expect(await ids({ status: 'finished', limit: 10, offset: 0 })).toEqual(['a', 'd']);
      // Bot games: unfinished ones with a bot seat, oldest first.
      await store.create(storedGame('e', { players: ['human', 'human'] }));
      await store.create(storedGame('f', { players: [{ bot: 'level1' }, { bot: 'greedy' }] }));
      expect(await store.botGames()).toEqual(['b', 'c', 'f']);
    });

    it('finds the unfinished timed games whose flag has fallen, soonest first, as saves move their clocks', async () => {
      const store = await fresh();
      const control = { kind: 'fischer', initialMs: 1_000, incrementMs: 0 } as const;
      // Flags fall at since + left: 2000, 3000 and (stopped) never; an untimed game has no flag.
      await store.create(storedGame('late', { clock: { control, left: [1_000, 1_000], running: 1, since: 2_000 } }));
      await store.create(storedGame('early', { clock: { control, left: [1_000, 1_000], running: 0, since: 1_000 } }));
      await store.create(storedGame('stopped', { clock: { control, left: [1_000, 1_000], running: null, since: 0 } }));
      await store.create(storedGame('untimed'));
      expect(await store.dueFlags(2_500, 10)).toEqual(['early']);
      expect(await store.dueFlags(5_000, 10)).toEqual(['early', 'late']);
      expect(await store.dueFlags(5_000, 1)).toEqual(['early']);
      // The early game moves on (its clock now runs later), the late one ends: neither is due any more.
      expect(await store.save(storedGame('early', { version: 2, clock: { control, left: [500, 1_000], running: 1, since: 9_000 } }), 1)).toBe(true);
      expect(await store.save(storedGame('late', { version: 2, status: 'finished', clock: { control, left: [1_000, 0], running: null, since: 2_000 } }), 1)).toBe(true);
      expect(await store.dueFlags(5_000, 10)).toEqual([]);
      expect(await store.dueFlags(10_000, 10)).toEqual(['early']);
    });

    it('tells the stored versions of the games asked for, leaving out unknown ids', async () => {
      const store = await fresh();
      await store.create(storedGame('a'));
      await store.create(storedGame('b', { version: 4 }));
      expect(await store.save(storedGame('a', { version: 2 }), 1)).toBe(true);
      expect(await store.versions(['a', 'b', 'nope'])).toEqual(new Map([['a', 2], ['b', 4]]));
      expect(await store.versions([])).toEqual(new Map());
    });

    if (reopen) {
      it('keeps every saved change after it is closed and opened again', async () => {
        const store = await fresh();
        await store.create(storedGame('g1'));
        expect(await store.save(storedGame('g1', { version: 2, record: 'after' }), 1)).toBe(true);
        const again = await reopen(store);
        opened.push(again);
        expect(await again.load('g1')).toMatchObject({ version: 2, record: 'after' });
      });
    }
  });
}
