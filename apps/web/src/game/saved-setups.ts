import type { KeyValueStore } from './saved-game.js';

/** Named setups a player saved in this browser, per game (`stratego`). */
export function loadSetups(store: KeyValueStore, game: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store.getItem(`tabula.setups.${game}`) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Saves a setup under a name, replacing one of the same name. */
export function saveSetup(store: KeyValueStore, game: string, name: string, text: string): void {
  store.setItem(`tabula.setups.${game}`, JSON.stringify({ ...loadSetups(store, game), [name]: text }));
}
