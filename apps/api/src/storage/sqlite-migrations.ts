import type Database from 'better-sqlite3';

/**
 * The SQLite schema, one step per version; `PRAGMA user_version` says how many steps a file has had.
 * A step is never edited once released: a new need is a new step, so that every older file reaches the
 * same schema. The lobby filters on status and game, and start-up looks for bot games, so those are
 * columns; the rest is one JSON document that only this server reads.
 */
const STEPS: readonly ((db: Database.Database) => void)[] = [
  // 1: the games table. `IF NOT EXISTS`: files written before versioning already have it.
  (db) =>
    db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        game TEXT NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL,
        doc TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS games_lobby ON games (status, game, seq);
    `),
  // 2: which games have a bot seat, filled in for the games already there.
  (db) =>
    db.exec(`
      ALTER TABLE games ADD COLUMN bots INTEGER NOT NULL DEFAULT 0;
      UPDATE games SET bots = 1 WHERE EXISTS (SELECT 1 FROM json_each(doc, '$.players') AS seat WHERE seat.type = 'object');
      CREATE INDEX games_bots ON games (seq) WHERE bots = 1 AND status != 'finished';
    `),
  // 3: when a timed game's running flag falls (server ms), for the sweep that ends games on time.
  (db) =>
    db.exec(`
      ALTER TABLE games ADD COLUMN flag_at INTEGER;
      CREATE INDEX games_flags ON games (flag_at) WHERE flag_at IS NOT NULL;
    `),
];

/** The number of steps; a file at this version has the current schema. */
export const SQLITE_SCHEMA_VERSION = STEPS.length;

/** Runs the steps the file has not had, each in its own transaction with its version. */
export function migrateSqlite(db: Database.Database): void {
  const at = db.pragma('user_version', { simple: true }) as number;
  if (at > STEPS.length) throw new Error(`the database file has schema version ${at}, newer than this server's ${STEPS.length}; upgrade the server`);
  STEPS.slice(at).forEach((step, index) => {
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${at + index + 1}`);
    })();
  });
}
