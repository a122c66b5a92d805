import { copyFileSync, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
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

  it('writes on the connection and acknowledges once flushed: a new game and a saved change are in the file, for any other connection, once they resolve', async () => {
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
    // Closed, its connection is gone and writes are refused rather than lost silently.
    await expect(store.saveAll([{ game: storedGame('written', { version: 3 }), expected: 2 }])).rejects.toThrow();
  });

  it('commits without waiting for the disk on the event loop, and still acknowledges each change only after the log is flushed', async () => {
    const file = nextFile();
    const store = new SqliteGameStore(file);
    try {
      await store.create(storedGame('quick'));
      // Many batches in one turn: each is written at once (their compare-and-sets decided in order) and
      // all are acknowledged, in order, by overlapping flushes.
      const order: number[] = [];
      const saves = Array.from({ length: 50 }, (_, index) =>
        store.saveAll([{ game: storedGame('quick', { version: index + 2 }), expected: index + 1 }]).then((saved) => {
          order.push(index);
          return saved;
        }),
      );
      expect(await Promise.all(saves)).toEqual(Array.from({ length: 50 }, () => [true]));
      expect(order).toEqual(Array.from({ length: 50 }, (_, index) => index));
      // What a read sees was on disk: a read waits for every flush before it.
      expect((await store.load('quick'))?.version).toBe(51);
      const connection = new Database(file, { readonly: true });
      try {
        // The log is where the commits went; this connection (another one) reads them.
        expect(existsSync(`${file}-wal`)).toBe(true);
        expect(connection.prepare('SELECT version FROM games WHERE id = ?').get('quick')).toEqual({ version: 51 });
      } finally {
        connection.close();
      }
    } finally {
      await store.close();
    }
  });

  it("reads a game whose last change is still being flushed only once it is on disk, and another game without waiting for that flush", async () => {
    const file = nextFile();
    const store = new SqliteGameStore(file);
    try {
      await store.create(storedGame('moving'));
      await store.create(storedGame('resting'));
      const events: string[] = [];
      // The flush's answer comes from libuv's thread pool, never before the promises of this turn settle.
      const saved = store.saveAll([{ game: storedGame('moving', { version: 2 }), expected: 1 }]).then(() => events.push('moving saved'));
      const moving = store.load('moving').then((game) => events.push(`moving read at version ${game?.version}`));
      const resting = store.load('resting').then((game) => events.push(`resting read at version ${game?.version}`));
      await Promise.all([saved, moving, resting]);
      expect(events[0]).toBe('resting read at version 1');
      expect(events.slice(1).sort()).toEqual(['moving read at version 2', 'moving saved']);
    } finally {
      await store.close();
    }
  });

  it('copies the log into the database file in its checkpointer thread, without a commit doing it', async () => {
    const file = nextFile();
    const store = new SqliteGameStore(file);
    try {
      for (let version = 1; version <= 20; version++) {
        if (version === 1) await store.create(storedGame('checkpointed'));
        else await store.save(storedGame('checkpointed', { version }), version - 1);
      }
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
      // The database file alone (no log beside it) holds the last version once a checkpoint has run.
      const alone = path.join(path.dirname(file), 'alone.db');
      const lastVersionInFileAlone = () => {
        copyFileSync(file, alone);
        const db = new Database(alone, { readonly: true });
        try {
          // Before the first checkpoint even the schema is only in the log.
          if (!db.prepare("SELECT name FROM sqlite_master WHERE name = 'games'").get()) return undefined;
          return (db.prepare('SELECT version FROM games WHERE id = ?').get('checkpointed') as { version: number } | undefined)?.version;
        } finally {
          db.close();
        }
      };
      const deadline = Date.now() + 10_000;
      while (lastVersionInFileAlone() !== 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lastVersionInFileAlone()).toBe(20);
    } finally {
      await store.close();
    }
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
