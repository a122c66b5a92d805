import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeGameStore } from './game-store.contract.js';
import { SqliteGameStore } from './sqlite-game-store.js';

const folder = mkdtempSync(path.join(tmpdir(), 'tabula-store-'));
let files = 0;
const nextFile = () => path.join(folder, `db${++files}`, 'tabula.db');

let lastFile = '';
describeGameStore(
  'SqliteGameStore',
  () => new SqliteGameStore((lastFile = nextFile())),
  (store) => {
    store.close();
    return new SqliteGameStore(lastFile);
  },
);

describe('SqliteGameStore file', () => {
  it('creates its folder and schema on first start, in WAL mode with synchronous commits', () => {
    const file = nextFile();
    expect(existsSync(path.dirname(file))).toBe(false);
    const store = new SqliteGameStore(file);
    store.close();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'games'").get()).toEqual({ name: 'games' });
    } finally {
      db.close();
    }
    // A second start finds the schema in place.
    new SqliteGameStore(file).close();
  });
});
