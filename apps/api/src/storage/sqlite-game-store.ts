import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { GameStore, LobbyQuery, StoredChange, StoredGame } from './game-store.js';

// The lobby filters on status and game, so those are columns; the rest is one JSON document that only
// this server reads (no migrations for fields that no query needs).
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  game TEXT NOT NULL,
  status TEXT NOT NULL,
  version INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_lobby ON games (status, game, seq);
`;

interface Row {
  readonly doc: string;
}

/**
 * The games in one SQLite file (better-sqlite3). WAL lets readers go on while a move commits;
 * `synchronous = FULL` makes every commit durable before `save` returns, so a reply or a broadcast
 * never announces a move that a power cut could lose. The file and its folder are created on first use.
 */
export class SqliteGameStore implements GameStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly select: Database.Statement;
  private readonly update: Database.Statement;
  private readonly selectUnfinished: Database.Statement;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.insert = this.db.prepare('INSERT INTO games (id, game, status, version, doc) VALUES (@id, @game, @status, @version, @doc)');
    this.select = this.db.prepare('SELECT doc FROM games WHERE id = ?');
    this.update = this.db.prepare('UPDATE games SET status = @status, version = @version, doc = @doc WHERE id = @id AND version = @expected');
    this.selectUnfinished = this.db.prepare("SELECT id FROM games WHERE status != 'finished' ORDER BY seq");
  }

  create(game: StoredGame): void {
    this.insert.run({ id: game.id, game: game.game, status: game.status, version: game.version, doc: JSON.stringify(game) });
  }

  load(id: string): StoredGame | null {
    const row = this.select.get(id) as Row | undefined;
    return row ? (JSON.parse(row.doc) as StoredGame) : null;
  }

  save(game: StoredGame, expected: number): boolean {
    const result = this.update.run({ id: game.id, status: game.status, version: game.version, doc: JSON.stringify(game), expected });
    return result.changes === 1;
  }

  saveAll(changes: readonly StoredChange[]): boolean[] {
    return this.saveInOneTransaction(changes);
  }

  private readonly saveInOneTransaction = (changes: readonly StoredChange[]): boolean[] =>
    this.db.transaction((all: readonly StoredChange[]) => all.map(({ game, expected }) => this.save(game, expected)))(changes);

  list({ status, game, limit, offset }: LobbyQuery): { games: StoredGame[]; more: boolean } {
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

  unfinished(): string[] {
    return (this.selectUnfinished.all() as { id: string }[]).map((row) => row.id);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
