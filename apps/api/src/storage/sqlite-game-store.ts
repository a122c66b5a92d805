import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { flagAt, hasBotSeat, type GameStore, type LobbyQuery, type StoredChange, type StoredGame } from './game-store.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { SqliteWriter, type GameRow } from './sqlite-writer.js';

interface Row {
  readonly doc: string;
}

/**
 * The games in one SQLite file (better-sqlite3), for a single node. WAL lets readers go on while a move
 * commits; `synchronous = FULL` makes every commit durable before `save` resolves, so a reply or a
 * broadcast never announces a move that a power cut could lose. The file and its folder are created on
 * first use, and its schema is brought up to date by `sqlite-migrations.ts`.
 *
 * A file's writes (new games and changes) go through a worker thread with its own connection
 * ({@link SqliteWriter}): the fsync of a commit then waits there, not on the event loop. Reads stay on
 * this thread's connection, which WAL lets read while the writer commits, and which sees every commit
 * the writer has answered for. An in-memory database (tests) has one connection, written here.
 */
export class SqliteGameStore implements GameStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly select: Database.Statement;
  private readonly selectVersion: Database.Statement;
  private readonly update: Database.Statement;
  private readonly selectBotGames: Database.Statement;
  private readonly selectDueFlags: Database.Statement;
  /** The writer thread, for a file; null for `:memory:`. */
  private readonly writer: SqliteWriter | null;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    migrateSqlite(this.db);
    this.insert = this.db.prepare('INSERT INTO games (id, game, status, version, bots, flag_at, doc) VALUES (@id, @game, @status, @version, @bots, @flagAt, @doc)');
    this.select = this.db.prepare('SELECT doc FROM games WHERE id = ?');
    this.selectVersion = this.db.prepare('SELECT version FROM games WHERE id = ?');
    this.update = this.db.prepare('UPDATE games SET status = @status, version = @version, flag_at = @flagAt, doc = @doc WHERE id = @id AND version = @expected');
    this.selectBotGames = this.db.prepare("SELECT id FROM games WHERE bots = 1 AND status != 'finished' ORDER BY seq");
    this.selectDueFlags = this.db.prepare('SELECT id FROM games WHERE flag_at IS NOT NULL AND flag_at <= ? ORDER BY flag_at LIMIT ?');
    this.writer = file === ':memory:' ? null : new SqliteWriter(file);
  }

  async create(game: StoredGame): Promise<void> {
    const row = rowOf(game);
    if (this.writer) return this.writer.create(row);
    this.insert.run(row);
  }

  async load(id: string): Promise<StoredGame | null> {
    const row = this.select.get(id) as Row | undefined;
    return row ? (JSON.parse(row.doc) as StoredGame) : null;
  }

  async versions(ids: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const id of ids) {
      const row = this.selectVersion.get(id) as { version: number } | undefined;
      if (row) found.set(id, row.version);
    }
    return found;
  }

  async save(game: StoredGame, expected: number): Promise<boolean> {
    return (await this.saveAll([{ game, expected }]))[0] === true;
  }

  async saveAll(changes: readonly StoredChange[]): Promise<boolean[]> {
    if (this.writer) return this.writer.saveAll(changes.map(({ game, expected }) => ({ row: rowOf(game), expected })));
    return this.saveInOneTransaction(changes);
  }

  private saveOne({ game, expected }: StoredChange): boolean {
    const { bots: _bots, game: _game, ...row } = rowOf(game);
    return this.update.run({ ...row, expected }).changes === 1;
  }

  private readonly saveInOneTransaction = (changes: readonly StoredChange[]): boolean[] =>
    this.db.transaction((all: readonly StoredChange[]) => all.map((change) => this.saveOne(change)))(changes);

  async list({ status, game, limit, offset }: LobbyQuery): Promise<{ games: StoredGame[]; more: boolean }> {
    const where: string[] = [];
    const params: Record<string, string | number> = { limit: limit + 1, offset };
    if (status !== undefined) {
      where.push('status = @status');
      params.status = status;
    }
    if (game !== undefined) {
      where.push('game = @game');
      params.game = game;
    }
    const sql = `SELECT doc FROM games ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq LIMIT @limit OFFSET @offset`;
    const rows = this.db.prepare(sql).all(params) as Row[];
    return { games: rows.slice(0, limit).map((row) => JSON.parse(row.doc) as StoredGame), more: rows.length > limit };
  }

  async botGames(): Promise<string[]> {
    return (this.selectBotGames.all() as { id: string }[]).map((row) => row.id);
  }

  async dueFlags(now: number, limit: number): Promise<string[]> {
    return (this.selectDueFlags.all(now, limit) as { id: string }[]).map((row) => row.id);
  }

  async close(): Promise<void> {
    await this.writer?.close();
    if (this.db.open) this.db.close();
  }
}

/** The columns a game is written as. */
function rowOf(game: StoredGame): GameRow {
  return { id: game.id, game: game.game, status: game.status, version: game.version, bots: hasBotSeat(game) ? 1 : 0, flagAt: flagAt(game), doc: JSON.stringify(game) };
}
