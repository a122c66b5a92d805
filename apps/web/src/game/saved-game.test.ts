import { describe, expect, it } from 'vitest';
import type { GameSettings } from './game-settings.js';
import { importRecord, resumeGame, saveGame, startGame, type KeyValueStore } from './saved-game.js';

function memoryStore(): KeyValueStore & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const jungle: GameSettings = { game: 'jungle', opponent: 'level1', side: 0, seed: '42' };

describe('saved game', () => {
  it('resumes a game after a reload with its moves and seats', () => {
    const store = memoryStore();
    const started = startGame(store, jungle);
    if (!started.ok) throw new Error(started.error.message);
    const session = started.value;
    const first = session.legalMoves(0)[0];
    expect(first && session.submit(0, first.text).ok).toBe(true);
    saveGame(store, jungle, session);
    const resumed = resumeGame(store);
    expect(resumed?.settings).toEqual(jungle);
    if (!resumed?.session.ok) throw new Error('not resumed');
    expect(resumed.session.value.snapshot(0).moves).toEqual([first?.text]);
    expect(resumed.session.value.botToMove).toBe(true);
  });

  it("keeps Stratego's first army while the second is still being set up (ST-1)", () => {
    const store = memoryStore();
    const settings: GameSettings = { game: 'stratego', opponent: 'hotseat', side: 0, seed: '7' };
    const started = startGame(store, settings);
    if (!started.ok) throw new Error(started.error.message);
    started.value.randomSetup(0);
    saveGame(store, settings, started.value);
    const resumed = resumeGame(store);
    if (!resumed?.session.ok) throw new Error('not resumed');
    expect(resumed.session.value.needsSetup(0)).toBe(false);
    expect(resumed.session.value.needsSetup(1)).toBe(true);
  });

  it('forgets what is not a saved game instead of failing', () => {
    const store = memoryStore();
    store.setItem('tabula.game', '{not json');
    expect(resumeGame(store)).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it("imports a record as the game in progress, the record's game winning over the form's", () => {
    const store = memoryStore();
    const source = startGame(memoryStore(), { ...jungle, game: 'simple-chess', opponent: 'hotseat' });
    if (!source.ok) throw new Error(source.error.message);
    source.value.submit(0, 'e2e4');
    const imported = importRecord(store, jungle, source.value.record('all'));
    if (!imported.ok) throw new Error(imported.error.message);
    expect(imported.value.settings.game).toBe('simple-chess');
    expect(imported.value.session.snapshot(1).moves).toEqual(['e2e4']);
    expect(importRecord(store, jungle, 'not a record').ok).toBe(false);
  });
});
