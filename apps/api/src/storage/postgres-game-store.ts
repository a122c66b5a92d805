import pg from 'pg';
import { flagAt, hasBotSeat, type GameStore, type LobbyQuery, type StoredChange, type StoredGame } from './game-store.js';
import { migratePostgres } from './postgres-migrations.js';

/** The channel every committed change is announced on, as `<id> <version>` (see cluster/postgres-cluster.ts). */
export const GAME_CHANGES_CHANNEL = 'tabula_games';

// One round trip per change: the compare-and-set and, only when it held, the announcement. NOTIFY is
// transactional, so other nodes hear of a change exactly when it is committed, never before.
const SAVE = `
  WITH saved AS (
    UPDATE games SET status = $3, version = $4, doc = $5::jsonb, flag_at = $6 WHERE id = $1 AND version = $2 RETURNING id, version
  )
  SELECT pg_notify('${GAME_CHANGES_CHANNEL}', id || ' ' || version) FROM saved`;

// A batch of changes to distinct games in one statement, so one round trip and one implicit transaction:
// the same compare-and-set and announcement per row. It answers with the ids whose version held.
const SAVE_DISTINCT = `
  WITH change AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::jsonb[], $6::bigint[]) AS c(id, expected, status, version, doc, flag_at)
  ), saved AS (
    UPDATE games SET status = change.status, version = change.version, doc = change.doc, flag_at = change.flag_at
    FROM change WHERE games.id = change.id AND games.version = change.expected
    RETURNING games.id, games.version
  )
  SELECT id, pg_notify('${GAME_CHANGES_CHANNEL}', id || ' ' || version) FROM saved`;

const CREATE = `
  WITH created AS (
    INSERT INTO games (id, game, status, version, bots, doc, flag_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id, version
  )
  SELECT pg_notify('${GAME_CHANGES_CHANNEL}', id || ' ' || version) FROM created`;

/**
 * The games in PostgreSQL, shared by every node (`DATABASE_URL`). Commits wait for the WAL flush
 * (PostgreSQL's default `synchronous_commit = on`), so a resolved write is durable, as with SQLite.
 */
export class PostgresGameStore implements GameStore {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects, migrates the schema to this server's version, and returns the store. */
  static async open(url: string, poolSize = 10): Promise<PostgresGameStore> {
    const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: 'tabula-api' });
    // A connection lost while idle in the pool must not crash the node; the next query gets a new one.
    pool.on('error', () => undefined);
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresGameStore(pool);
  }

  async create(game: StoredGame): Promise<void> {
    // Announced like a change, so that every node's live lobby lists the new game.
    await this.pool.query(CREATE, [
      game.id,
      game.game,
      game.status,
      game.version,
      hasBotSeat(game),
      JSON.stringify(game),
      flagAt(game),
    ]);
  }

  async load(id: string): Promise<StoredGame | null> {
    const { rows } = await this.pool.query<{ doc: StoredGame }>('SELECT doc FROM games WHERE id = $1', [id]);
    return rows[0]?.doc ?? null;
  }

  async versions(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<{ id: string; version: number }>('SELECT id, version FROM games WHERE id = ANY($1::text[])', [ids]);
    return new Map(rows.map((row) => [row.id, row.version]));
  }

  async save(game: StoredGame, expected: number): Promise<boolean> {
    const [saved] = await this.saveAll([{ game, expected }]);
    return saved === true;
  }

  async saveAll(changes: readonly StoredChange[]): Promise<boolean[]> {
    if (changes.length === 0) return [];
    const ids = changes.map((change) => change.game.id);
    if (new Set(ids).size === ids.length) {
      const { rows } = await this.pool.query<{ id: string }>(SAVE_DISTINCT, [
        ids,
        changes.map((change) => change.expected),
        changes.map((change) => change.game.status),
        changes.map((change) => change.game.version),
        changes.map((change) => JSON.stringify(change.game)),
        changes.map((change) => flagAt(change.game)),
      ]);
      const saved = new Set(rows.map((row) => row.id));
      return ids.map((id) => saved.has(id));
    }
    // The same game twice (consecutive versions): statement after statement, in order, in one transaction.
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const saved: boolean[] = [];
      for (const { game, expected } of changes) {
        const result = await client.query(SAVE, [game.id, expected, game.status, game.version, JSON.stringify(game), flagAt(game)]);
        saved.push(result.rowCount === 1);
      }
      await client.query('COMMIT');
      return saved;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async list({ status, game, limit, offset }: LobbyQuery): Promise<{ games: StoredGame[]; more: boolean }> {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (status !== undefined) where.push(`status = $${params.push(status)}`);
    if (game !== undefined) where.push(`game = $${params.push(game)}`);
    const page = `LIMIT $${params.push(limit + 1)} OFFSET $${params.push(offset)}`;
    const { rows } = await this.pool.query<{ doc: StoredGame }>(`SELECT doc FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq ${page}`, params);
    return { games: rows.slice(0, limit).map((row) => row.doc), more: rows.length > limit };
  }

  async botGames(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>("SELECT id FROM games WHERE bots AND status <> 'finished' ORDER BY seq");
    return rows.map((row) => row.id);
  }

  async dueFlags(now: number, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM games WHERE flag_at IS NOT NULL AND flag_at <= $1 ORDER BY flag_at LIMIT $2', [now, limit]);
    return rows.map((row) => row.id);
  }

  async close(): Promise<void> {
    if (this.pool.ended || this.pool.ending) return;
    await this.pool.end();
  }
}
