import { describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { createRegistry, type GameEntry } from './registry-types.js';
import { registry } from './registry.js';

const testEntry: GameEntry = {
  id: 'tic-tac-toe',
  game: ticTacToe,
  notation: ticTacToeNotation,
  meta: { summary: 'Three in a row.', board: '3×3', origin: 'tests only' },
};

describe('registry', () => {
  it('finds games by id, case-insensitively', () => {
    const games = createRegistry([testEntry]);
    expect(games.get('Tic-Tac-Toe')).toMatchObject({ ok: true, value: { id: 'tic-tac-toe' } });
    expect(games.list().map((e) => e.id)).toEqual(['tic-tac-toe']);
  });

  it('names the known games when an id is unknown', () => {
    const games = createRegistry([testEntry]);
    expect(games.get('chess')).toMatchObject({ ok: false, error: { message: "unknown game 'chess'; known games: tic-tac-toe" } });
  });

  it('refuses mismatched or duplicate entries', () => {
    expect(() => createRegistry([{ ...testEntry, id: 'other' }])).toThrow(/pairs game/);
    expect(() => createRegistry([testEntry, testEntry])).toThrow(/registered twice/);
  });

  it('lists every real game once, each with its own notation', () => {
    const ids = registry.list().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of registry.list()) expect(entry.notation.gameId).toBe(entry.id);
  });
});
