import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { flagAt, hasBotSeat, type GameStore, type LobbyQuery, type StoredChange, type StoredGame } from './game-store.js';
import { migrateSqlite } from './sqlite-migrations.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { WalFlush } from './wal-flush.js';

interface Row {
  readonly doc: string;
}

/**
 * The games in one SQLite file (better-sqlite3), for a single node. WAL lets readers go on while a move
 * commits. The file and its folder are created on first use, and its schema is brought up to date by
 * `sqlite-migrations.ts`.
 *
 * Every change is durable before `save` resolves, so a reply or a broadcast never announces a move that
 * a power cut could lose, yet the event loop never waits for the disk. A commit writes to the
 * write-ahead log and returns (`synchronous = NORMAL`, microseconds); the log is then flushed to disk in
 * libuv's thread pool ({@link WalFlush}), and the change is acknowledged once that flush is done. Nothing
 * not yet on disk is ever read: a read of one game waits for the flush of that game's last commit while
 * it is under way (and for nothing else), a read of many games for the flushes of every commit before
 * it. The log is copied into the database file by a worker thread ({@link SqliteCheckpointer}), never
 * inside a commit. An in-memory database (tests) has nothing to flush.
 */
export class SqliteGameStore implements GameStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly select: Database.Statement;
  private readonly selectVersion: Database.Statement;
  private readonly update: Database.Statement;
  private readonly selectBotGames: Database.Statement;
  private readonly selectDueFlags: Database.Statement;
  /** The log's flushes and the checkpoints, for a file; null for `:memory:`. */
  private readonly flush: WalFlush | null;
  private readonly checkpointer: SqliteCheckpointer | null;
  /**
   * Games whose last commit is not yet known to be on disk, with that commit's flush. A game read back
   * from the file (not held in memory) was mostly written long before: waiting for every flush under way
   * was a millisecond or more added to most moves of a busy server (a move's load, then its own flush).
   */
  private readonly unflushed = new Map<string, Promise<void>>();
  /** Compare-and-set writes are synchronous: a batch is written when handed over, so batches need not wait for each other's flush. */
  readonly writesAtOnce = true;
  /** Every change of a batch in one transaction; wrapped once (better-sqlite3 builds a wrapper per call of `transaction`). */
  private readonly saveInOneTransaction: (changes: readonly StoredChange[]) => boolean[];

  /** @param onError - told of a checkpoint that failed (the log then grows until one succeeds) */
  constructor(file: string, onError: (message: string) => void = () => undefined) {
    const onDisk = file !== ':memory:';
    if (onDisk) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL: a commit does not wait for the disk here; WalFlush does the waiting (see above).
    this.db.pragma(`synchronous = ${onDisk ? 'NORMAL' : 'FULL'}`);
    this.db.pragma('busy_timeout = 5000');
    if (onDisk) this.db.pragma('wal_autocheckpoint = 0');
    migrateSqlite(this.db);
    this.insert = this.db.prepare('INSERT INTO games (id, game, status, version, bots, flag_at, doc) VALUES (@id, @game, @status, @version, @bots, @flagAt, @doc)');
    this.select = this.db.prepare('SELECT doc FROM games WHERE id = ?');
    this.selectVersion = this.db.prepare('SELECT version FROM games WHERE id = ?');
    this.update = this.db.prepare('UPDATE games SET status = @status, version = @version, flag_at = @flagAt, doc = @doc WHERE id = @id AND version = @expected');
    this.selectBotGames = this.db.prepare("SELECT id FROM games WHERE bots = 1 AND status != 'finished' ORDER BY seq");
    this.selectDueFlags = this.db.prepare('SELECT id FROM games WHERE flag_at IS NOT NULL AND flag_at <= ? ORDER BY flag_at LIMIT ?');
    this.saveInOneTransaction = this.db.transaction((changes: readonly StoredChange[]) => changes.map((change) => this.saveOne(change)));
    this.flush = onDisk ? new WalFlush(`${path.resolve(file)}-wal`) : null;
    this.checkpointer = onDisk ? new SqliteCheckpointer(file, onError) : null;
  }

  /** Resolves once every commit made so far is on disk: a read waits for it, so that it never sees a change a power cut could undo. */
  private async readable(): Promise<void> {
    for (let waiting = this.flush?.settled(); waiting; waiting = this.flush?.settled()) await waiting;
  }

  /** Resolves once the commit just made, which wrote the games `ids`, is on disk; until then a read of one of them waits for it. */
  private async flushed(ids: readonly string[]): Promise<void> {
    const flushing = this.flush?.committed();
    if (!flushing) return;
    for (const id of ids) this.unflushed.set(id, flushing);
    await flushing;
    // A later commit of the same game replaced the entry; a failed flush leaves it, so reads refuse too.
    for (const id of ids) if (this.unflushed.get(id) === flushing) this.unflushed.delete(id);
  }

  async create(game: StoredGame): Promise<void> {
    this.insert.run(rowOf(game));
    await this.flushed([game.id]);
  }

  async load(id: string): Promise<StoredGame | null> {
    const flushing = this.unflushed.get(id);
    if (flushing) await flushing;
    const row = this.select.get(id) as Row | undefined;
    return row ? (JSON.parse(row.doc) as StoredGame) : null;
  }

  async versions(ids: readonly string[]): Promise<Map<string, number>> {
    await this.readable();
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
    const saved = this.saveInOneTransaction(changes);
    await this.flushed(changes.map((change) => change.game.id));
    return saved;
  }

  /** One compare-and-set update (the statement binds the row's columns it names and passes over `bots` and `game`). */
  private saveOne({ game, expected }: StoredChange): boolean {
    return this.update.run({ ...rowOf(game), expected }).changes === 1;
  }

  async list({ status, game, limit, offset }: LobbyQuery): Promise<{ games: StoredGame[]; more: boolean }> {
    await this.readable();
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
    await this.readable();
    return (this.selectBotGames.all() as { id: string }[]).map((row) => row.id);
  }

  async dueFlags(now: number, limit: number): Promise<string[]> {
    await this.readable();
    return (this.selectDueFlags.all(now, limit) as { id: string }[]).map((row) => row.id);
  }

  async close(): Promise<void> {
    await this.readable().catch(() => undefined);
    await this.checkpointer?.close();
    this.flush?.close();
    // The last connection to close checkpoints the rest of the log into the file and removes the log.
    if (this.db.open) this.db.close();
  }
}

/** The columns of `games` a game is written as. */
interface GameRow {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly version: number;
  readonly bots: number;
  readonly flagAt: number | null;
  readonly doc: string;
}

/** The columns a game is written as. */
function rowOf(game: StoredGame): GameRow {
  return { id: game.id, game: game.game, status: game.status, version: game.version, bots: hasBotSeat(game) ? 1 : 0, flagAt: flagAt(game), doc: JSON.stringify(game) };
}
