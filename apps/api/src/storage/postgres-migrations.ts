import type pg from 'pg';

/**
 * The PostgreSQL schema, one step per version, recorded in `tabula_migrations`. A step is never edited
 * once released: a new need is a new step. Nodes starting together take one advisory lock for the
 * whole migration, so exactly one of them runs each step and the others find it done.
 */
const STEPS: readonly string[] = [
  // 1: the games. The lobby filters on status and game, the bot sweep on bots; the rest is the document.
  `CREATE TABLE games (
     seq BIGSERIAL PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     game TEXT NOT NULL,
     status TEXT NOT NULL,
     version INTEGER NOT NULL,
     bots BOOLEAN NOT NULL,
     doc JSONB NOT NULL
   );
   CREATE INDEX games_lobby ON games (status, game, seq);
   CREATE INDEX games_bots ON games (seq) WHERE bots AND status <> 'finished';`,
  // 2: when a timed game's running flag falls (server ms), for the sweep that ends games on time.
  `ALTER TABLE games ADD COLUMN flag_at BIGINT;
   CREATE INDEX games_flags ON games (flag_at) WHERE flag_at IS NOT NULL;`,
];

export const POSTGRES_SCHEMA_VERSION = STEPS.length;

/** Any fixed number: the key of the advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK = 7_361_029;

/** Brings the database to the current schema; refuses a database newer than this server. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS tabula_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ at: number | null }>('SELECT max(version) AS at FROM tabula_migrations');
    const at = rows[0]?.at ?? 0;
    if (at > STEPS.length) throw new Error(`the database has schema version ${at}, newer than this server's ${STEPS.length}; upgrade the server`);
    for (let version = at + 1; version <= STEPS.length; version++) {
      await client.query(STEPS[version - 1] as string);
      await client.query('INSERT INTO tabula_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
