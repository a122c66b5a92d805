import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeGameStore, storedGame } from './game-store.contract.js';
import { SQLITE_SCHEMA_VERSION } from './sqlite-migrations.js';
import { SqliteGameStore } from './sqlite-game-store.js';

const folder = mkdtempSync(path.join(tmpdir(), 'tabula-store-'));
let files = 0;
const nextFile = () => path.join(folder, `db${++files}`, 'tabula.db');

let lastFile = '';
describeGameStore(
  'SqliteGameStore',
  async () => new SqliteGameStore((lastFile = nextFile())),
  async (store) => {
    await store.close();
    return new SqliteGameStore(lastFile);
  },
);

describe('SqliteGameStore file', () => {
  it('creates its folder and schema on first start, in WAL mode with synchronous commits', async () => {
    const file = nextFile();
    expect(existsSync(path.dirname(file))).toBe(false);
    const store = new SqliteGameStore(file);
    await store.close();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'").get()).toEqual({ name: 'games' });
    } finally {
      db.close();
    }
    // A second start finds the schema in place.
    await new SqliteGameStore(file).close();
  });

  it('migrates a file written before schema versions to the current schema, keeping its games', async () => {
    const file = nextFile();
    mkdirSync(path.dirname(file), { recursive: true });
    // The schema as the first release wrote it, with no user_version.
    const old = new Database(file);
    old.exec(`CREATE TABLE games (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, game TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE INDEX games_lobby ON games (status, game, seq);`);
    const insert = old.prepare('INSERT INTO games (id, game, status, version, doc) VALUES (?, ?, ?, ?, ?)');
    for (const game of [storedGame('people', { players: ['human', 'human'] }), storedGame('bot'), storedGame('done', { status: 'finished' })]) {
      insert.run(game.id, game.game, game.status, game.version, JSON.stringify(game));
    }
    old.close();
    const store = new SqliteGameStore(file);
    expect(await store.botGames()).toEqual(['bot']);
    expect(await store.load('people')).toEqual(storedGame('people', { players: ['human', 'human'] }));
    await store.close();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    } finally {
      db.close();
    }
  });

  it('writes in its writer thread: a new game and a saved change are in the file, for any other connection, once they resolve', async () => {
    const file = nextFile();
    const store = new SqliteGameStore(file);
    const other = new Database(file, { readonly: true });
    try {
      const read = other.prepare('SELECT version, doc FROM games WHERE id = ?');
      await store.create(storedGame('written'));
      expect(read.get('written')).toMatchObject({ version: 1 });
      const saved = await store.saveAll([{ game: storedGame('written', { version: 2, status: 'finished' }), expected: 1 }, { game: storedGame('written', { version: 3 }), expected: 5 }]);
      expect(saved).toEqual([true, false]);
      expect(read.get('written')).toMatchObject({ version: 2 });
      expect(JSON.parse((read.get('written') as { doc: string }).doc)).toEqual(storedGame('written', { version: 2, status: 'finished' }));
      await expect(store.create(storedGame('written'))).rejects.toThrow(/UNIQUE/);
    } finally {
      other.close();
      await store.close();
    }
    // Closed, its writer is gone and writes are refused rather than lost silently.
    await expect(store.saveAll([{ game: storedGame('written', { version: 3 }), expected: 2 }])).rejects.toThrow();
  });

  it('refuses a file from a newer server rather than guess at its schema', () => {
    const file = nextFile();
    mkdirSync(path.dirname(file), { recursive: true });
    const newer = new Database(file);
    newer.pragma(`user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
    newer.close();
    expect(() => new SqliteGameStore(file)).toThrow(`schema version ${SQLITE_SCHEMA_VERSION + 1}, newer than this server's ${SQLITE_SCHEMA_VERSION}`);
  });
});
