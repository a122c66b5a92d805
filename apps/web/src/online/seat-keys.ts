import type { Player } from '@tabula/engine-core';
import type { KeyValueStore } from '../game/saved-game.js';

/** This browser's seat in one online game: the seat and the secret token that proves it. */
export interface SeatKey {
  readonly seat: Player;
  readonly token: string;
}

// One entry per game, so a reload or a second tab of the same player resumes as that seat.
const keyOf = (id: string) => `tabula.online.${id}`;

export function loadSeatKey(store: KeyValueStore, id: string): SeatKey | null {
  try {
    const value = JSON.parse(store.getItem(keyOf(id)) ?? 'null') as Partial<SeatKey> | null;
    return value && (value.seat === 0 || value.seat === 1) && typeof value.token === 'string' ? { seat: value.seat, token: value.token } : null;
  } catch {
    return null;
  }
}

export function saveSeatKey(store: KeyValueStore, id: string, key: SeatKey): void {
  store.setItem(keyOf(id), JSON.stringify(key));
}
