import { recordGameId } from '@tabula/notation/record';
import { createSession, keepSession, resumeOptions, type BotThinker, type GameSession, type PlayResult } from '@tabula/play';
import { readSettings, seatsOf, type GameSettings } from './game-settings.js';

/** The part of the browser's storage a saved game needs (localStorage, or a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEY = 'tabula.game';

/**
 * A game in progress as the browser keeps it: the settings, and the full record once play has begun
 * (the record holds the start, Stratego's setups and every move), or, while armies are still being
 * set up, the setups made so far.
 */
interface SavedGame {
  readonly settings: GameSettings;
  readonly record: string | null;
  readonly setups: readonly [string | null, string | null];
}

/**
 * Starts a new game with these settings and keeps it, replacing any game in progress. The game page
 * resumes it from the store with its bots' thinker, so this session never thinks.
 */
export function startGame(store: KeyValueStore, settings: GameSettings): PlayResult<GameSession> {
  const session = createSession({ game: settings.game, seats: seatsOf(settings), seed: settings.seed });
  if (session.ok) saveGame(store, settings, session.value);
  return session;
}

/** Keeps the game so that a reload resumes it. */
export function saveGame(store: KeyValueStore, settings: GameSettings, session: GameSession): void {
  const kept = keepSession(session);
  const saved: SavedGame = { settings, record: kept.record, setups: kept.setups ?? [null, null] };
  store.setItem(KEY, JSON.stringify(saved));
}

/**
 * The kept game, resumed with its bots thinking through `thinker`; null when there is none, an error
 * when it cannot be resumed.
 */
export function resumeGame(store: KeyValueStore, thinker?: BotThinker): { settings: GameSettings; session: PlayResult<GameSession> } | null {
  const text = store.getItem(KEY);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    store.removeItem(KEY);
    return null;
  }
  const saved = parsed as Partial<SavedGame>;
  const settings = readSettings(saved.settings);
  if (!settings) {
    store.removeItem(KEY);
    return null;
  }
  const base = { game: settings.game, seats: seatsOf(settings), seed: settings.seed };
  const kept = { record: typeof saved.record === 'string' ? saved.record : null, setups: saved.setups ?? null };
  return { settings, session: createSession(resumeOptions(base, kept), thinker ? { thinker } : {}) };
}

/**
 * Loads a record file as the game in progress: the record's game, with the opponent and side of
 * `settings`. Refused, with the reader's reason, for a record that is not one.
 */
export function importRecord(
  store: KeyValueStore,
  settings: GameSettings,
  record: string,
  thinker?: BotThinker,
): PlayResult<{ settings: GameSettings; session: GameSession }> {
  const game = recordGameId(record);
  if (!game.ok) return { ok: false, error: game.error };
  const imported = { ...settings, game: game.value };
  const session = createSession({ game: imported.game, seats: seatsOf(imported), seed: imported.seed, record }, thinker ? { thinker } : {});
  if (!session.ok) return session;
  saveGame(store, imported, session.value);
  return { ok: true, value: { settings: imported, session: session.value } };
}
