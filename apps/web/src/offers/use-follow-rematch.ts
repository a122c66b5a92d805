import { useEffect } from 'react';
import { rematchSeat, type RemoteTable } from '@tabula/protocol';
import type { KeyValueStore } from '../game/saved-game.js';
import { saveSeatKey, type SeatKey } from '../online/seat-keys.js';
import { routeHash } from '../routes.js';

/**
 * Takes the player to the rematch once both want it: their token opens the other seat of the new game,
 * so it is kept for the new game here, and the page goes there. Only a rematch that begins while the page
 * is open moves it: a finished game opened later stays where the player asked to be (its rematch is a link).
 */
export function useFollowRematch(table: RemoteTable | null, key: SeatKey | null, store: KeyValueStore): void {
  useEffect(() => {
    if (!table || !key) return;
    const keep = (next: string) => { saveSeatKey(store, next, { seat: rematchSeat(key.seat), token: key.token }); };
    const known = table.current().rematch?.next ?? null;
    if (known !== null) keep(known);
    return table.subscribe((change) => {
      if (change.type !== 'state') return;
      const next = change.state.rematch?.next ?? null;
      if (next === null || next === known) return;
      keep(next);
      window.location.hash = routeHash({ page: 'online', id: next });
    });
  }, [table, key, store]);
}

