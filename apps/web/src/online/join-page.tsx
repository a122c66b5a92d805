import { useEffect, useState } from 'react';
import type { Player } from '@tabula/engine-core';
import type { KeyValueStore } from '../game/saved-game.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { routeHash } from '../routes.js';
import { onlineClient } from './online-api.js';
import { loadSeatKey, saveSeatKey } from './seat-keys.js';

/**
 * The invite link (`#/join/ID/SEAT`): claims the free seat once, keeps its token in this browser and
 * opens the game. A browser that already holds a seat of this game simply resumes it.
 */
export default function JoinPage({ id, seat, store }: { readonly id: string; readonly seat: Player; readonly store: KeyValueStore }) {
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (loadSeatKey(store, id)) {
      window.location.replace(routeHash({ page: 'online', id }));
      return;
    }
    let cancelled = false;
    onlineClient.claimSeat(id, seat).then(
      (claimed) => {
        if (cancelled) return;
        saveSeatKey(store, id, { seat: claimed.seat, token: claimed.token });
        window.location.replace(routeHash({ page: 'online', id }));
      },
      (error: Error) => {
        if (!cancelled) setProblem(error.message);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, seat, store]);
  return (
    <main className="page">
      <h1>Joining the game</h1>
      <OfflineNotice />
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <a href={routeHash({ page: 'watch', id })}>Watch the game</a> or <a href={routeHash({ page: 'lobby' })}>find another in the lobby</a>.
          </p>
        </>
      ) : (
        <p role="status">Taking your seat…</p>
      )}
    </main>
  );
}
