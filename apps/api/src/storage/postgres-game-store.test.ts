import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-postgres.js';
import { describeGameStore, storedGame } from './game-store.contract.js';
import { GAME_CHANGES_CHANNEL, PostgresGameStore } from './postgres-game-store.js';
import { POSTGRES_SCHEMA_VERSION } from './postgres-migrations.js';

const adminUrl = inject('postgresAdminUrl');
const urls = new WeakMap<object, string>();

describeGameStore(
  'PostgresGameStore',
  async () => {
    const url = await createTestDatabase(adminUrl);
    const store = await PostgresGameStore.open(url);
    urls.set(store, url);
    return store;
  },
  async (store) => {
    const url = urls.get(store) as string;
    await store.close();
    return PostgresGameStore.open(url);
  },
);

describe('PostgresGameStore database', () => {
  it('migrates once when several nodes start together, and records each schema version', async () => {
    const url = await createTestDatabase(adminUrl);
    const stores = await Promise.all([1, 2, 3, 4].map(() => PostgresGameStore.open(url)));
    await stores[0]?.create(storedGame('g1'));
    expect(await stores[3]?.load('g1')).toEqual(storedGame('g1'));
    await Promise.all(stores.map((store) => store.close()));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number }>('SELECT version FROM tabula_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(Array.from({ length: POSTGRES_SCHEMA_VERSION }, (_, index) => index + 1));
      // A database from a newer server is refused rather than guessed at.
      await client.query('INSERT INTO tabula_migrations (version) VALUES ($1)', [POSTGRES_SCHEMA_VERSION + 1]);
    } finally {
      await client.end();
    }
    await expect(PostgresGameStore.open(url)).rejects.toThrow(`schema version ${POSTGRES_SCHEMA_VERSION + 1}, newer than this server's ${POSTGRES_SCHEMA_VERSION}`);
  });

  it('announces a new game and every change to every listener when it commits, and never a change whose version did not hold', async () => {
    const url = await createTestDatabase(adminUrl);
    const store = await PostgresGameStore.open(url);
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${GAME_CHANGES_CHANNEL}`);
    try {
      await store.create(storedGame('a'));
      expect(await store.saveAll([
        { game: storedGame('a', { version: 2 }), expected: 1 },
        { game: storedGame('a', { version: 3 }), expected: 1 },
        { game: storedGame('a', { version: 3 }), expected: 2 },
      ])).toEqual([true, false, true]);
      expect(await store.save(storedGame('a', { version: 9 }), 7)).toBe(false);
      // A query on the listening connection makes sure every notification sent before it has arrived.
      await listener.query('SELECT 1');
      // The new game is announced at its version (1 here), so every node's live lobby lists it.
      expect(heard).toEqual(['a 1', 'a 2', 'a 3']);
    } finally {
      await listener.end();
      await store.close();
    }
  });
});
