import { useEffect, useMemo, useState } from 'react';
import type { Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { liveRefusalInWords, ProtocolClient, RemoteTable, retryDelay, UNREACHABLE, type OnlineSignal } from '@tabula/protocol';
import type { KeyValueStore } from '../game/saved-game.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { useFollowRematch } from '../offers/use-follow-rematch.js';
import { loadSeatKey } from '../online/seat-keys.js';
import { routeHash } from '../routes.js';
import TablePage from './table-page.js';

/** The browser's own word on the network, which it knows before a socket does. */
const browserOnline: OnlineSignal = {
  isOnline: () => navigator.onLine,
  watch(offline, online) {
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  },
};

/** What the route shows before the table is open: connecting (and retrying), or why it cannot open. */
type Opening = { readonly kind: 'connecting'; readonly attempt: number } | { readonly kind: 'refused'; readonly message: string };

/**
 * An online game (`#/online/ID`, or `#/watch/ID` for the spectator's view) on the one game page: a
 * `RemoteTable` of the server's game, as this browser's seat (from the seat key kept here) or as a
 * spectator (also when the server does not know the seat key kept here). While the server cannot be
 * reached the route keeps trying; a game the server does not know is said in words, once.
 */
export function OnlineRoute({ id, store, watch }: { readonly id: string; readonly store: KeyValueStore; readonly watch: boolean }) {
  const key = useMemo(() => (watch ? null : loadSeatKey(store, id)), [watch, store, id]);
  const [table, setTable] = useState<RemoteTable | null>(null);
  const [opening, setOpening] = useState<Opening>({ kind: 'connecting', attempt: 0 });
  const place = useMemo(
    () => ({ kind: 'online' as const, id, ...(table ? { onRematch: (seat: Player) => table.rematch(seat), onClaimVictory: (seat: Player) => table.claimVictory(seat) } : {}) }),
    [id, table],
  );
  useFollowRematch(table, key, store);

  useEffect(() => {
    let current = true;
    let opened: RemoteTable | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const client = new ProtocolClient({ device: 'browser' });
    function open(attempt: number, seatKey: typeof key) {
      void RemoteTable.open({ client, games: registry, gameId: id, seat: seatKey?.seat ?? null, ...(seatKey ? { token: seatKey.token } : {}), online: browserOnline }).then((result) => {
        if (!current) {
          if (result.ok) result.value.close();
          return;
        }
        if (result.ok) {
          opened = result.value;
          setTable(result.value);
          return;
        }
        const { code, message } = result.error;
        if ((code as string) === UNREACHABLE) {
          setOpening({ kind: 'connecting', attempt: attempt + 1 });
          timer = setTimeout(() => { open(attempt + 1, seatKey); }, retryDelay(attempt));
          return;
        }
        // A seat key the server does not know (another server's, or a game since deleted): watch instead.
        if ((code as string) === 'unknown-token' && seatKey) {
          open(attempt, null);
          return;
        }
        setOpening({ kind: 'refused', message: (code as string) === 'unknown-game' ? liveRefusalInWords(id, code, 'browser') : message });
      });
    }
    open(0, key);
    return () => {
      current = false;
      clearTimeout(timer);
      opened?.close();
    };
  }, [id, key]);

  if (table) return <TablePage table={table} place={place} store={store} />;
  return (
    <main className="page">
      <h1>Online game</h1>
      <OfflineNotice />
      <p role="status">{opening.kind === 'refused' ? opening.message : opening.attempt > 0 ? 'Reconnecting…' : 'Connecting to the game…'}</p>
      {opening.kind === 'refused' ? (
        <p>
          <a href={routeHash({ page: 'lobby' })}>Open the lobby</a> or <a href={routeHash({ page: 'home' })}>start a game</a>.
        </p>
      ) : null}
    </main>
  );
}
