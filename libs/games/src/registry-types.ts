import type { AnyGame, AnyNotation, Result } from '@tabula/engine-core';
import { fail, ok } from '@tabula/engine-core';
import type { SideHue } from './game-look.js';

/** What front ends show about a game before anyone plays it. */
export interface GameMeta {
  /** One sentence for game pickers. */
  readonly summary: string;
  /** Board size as text, e.g. `7×9`. */
  readonly board: string;
  /** Which course assignment (seed) the game comes from. */
  readonly origin: string;
  /**
   * Each seat's colour, seat 0 first (`['blue', 'red']`); without it, red and blue (`sideHues`).
   * Front ends draw sides from this alone, never from a table of games or of player names.
   */
  readonly sideHues?: readonly [SideHue, SideHue];
  /**
   * Whether pieces are taken off the board (a "Captured" panel applies). Without it, false: a game
   * where pieces are only placed shows no such panel.
   */
  readonly captures?: boolean;
}

/** One registered game: its rules, its text formats and its description. */
export interface GameEntry {
  readonly id: string;
  readonly game: AnyGame;
  readonly notation: AnyNotation;
  readonly meta: GameMeta;
}

/** The lookup every front end uses: games by id, in a stable order. */
export interface Registry {
  /** All games, in the order they are listed. */
  list(): readonly GameEntry[];
  /** One game by id (case-insensitive), or an error listing the known ids. */
  get(id: string): Result<GameEntry>;
}

/**
 * Builds a registry from entries. Front ends take a `Registry` rather than importing the list, so
 * their tests can run them on a tests-only game through the very same interface.
 */
export function createRegistry(entries: readonly GameEntry[]): Registry {
  const byId = new Map<string, GameEntry>();
  for (const entry of entries) {
    if (entry.id !== entry.game.id || entry.id !== entry.notation.gameId) {
      throw new Error(`registry entry ${entry.id} pairs game ${entry.game.id} with notation ${entry.notation.gameId}`);
    }
    if (byId.has(entry.id)) throw new Error(`game ${entry.id} is registered twice`);
    byId.set(entry.id, entry);
  }
  return {
    list: () => entries,
    get(id) {
      const entry = byId.get(id.trim().toLowerCase());
      if (entry) return ok(entry);
      const known = entries.map((e) => e.id).join(', ');
      return fail('parse', `unknown game '${id}'; known games: ${known || '(none)'}`);
    },
  };
}
