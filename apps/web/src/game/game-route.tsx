import { useEffect, useMemo, useState } from 'react';
import { LocalTable, type GameSession } from '@tabula/play';
import { browserBots } from '../bots/worker-thinker.js';
import { routeHash } from '../routes.js';
import TablePage from '../table/table-page.js';
import type { GameSettings } from './game-settings.js';
import { importRecord, resumeGame, saveGame, type KeyValueStore } from './saved-game.js';

/** The game on this device: its settings and its session. */
interface LocalGame {
  readonly settings: GameSettings;
  readonly session: GameSession;
}

/**
 * The game page for the game kept in this browser (`#/play`), resumed, and played on a `LocalTable`
 * with its bots thinking in a Web Worker. Every change is kept, so a reload resumes the game. Loaded on
 * demand with the rules engine and the session library, so the home page stays small.
 */
export function GameRoute({ store }: { readonly store: KeyValueStore }) {
  // One bot worker per game page, started when a bot first thinks and ended when the page goes.
  const bots = useMemo(() => browserBots(), []);
  useEffect(() => () => { bots.stop(); }, [bots]);
  const thinker = bots.thinker;
  const resumed = useMemo(() => resumeGame(store, thinker), [store, thinker]);
  // A record loaded from a file replaces the game; each load is a new page.
  const [loaded, setLoaded] = useState<{ readonly game: LocalGame; readonly count: number } | null>(null);
  const game: LocalGame | null = loaded?.game ?? (resumed?.session.ok ? { settings: resumed.settings, session: resumed.session.value } : null);
  if (game === null) {
    return (
      <main className="page">
        <h1>No game in progress</h1>
        {resumed && !resumed.session.ok ? <p role="alert">The saved game could not be resumed: {resumed.session.error.message}</p> : null}
        <p>
          <a href={routeHash({ page: 'home' })}>Choose a game</a> to start one.
        </p>
      </main>
    );
  }
  return (
    <LocalGamePage
      key={loaded ? `loaded-${loaded.count}` : 'resumed'}
      game={game}
      store={store}
      onLoad={(record) => {
        const imported = importRecord(store, game.settings, record, thinker);
        if (!imported.ok) return imported.error.message;
        setLoaded({ game: imported.value, count: (loaded?.count ?? 0) + 1 });
        return null;
      }}
    />
  );
}

/** One local game on its table, kept in the browser after every event; a loaded record is a new page. */
function LocalGamePage({ game, store, onLoad }: { readonly game: LocalGame; readonly store: KeyValueStore; readonly onLoad: (record: string) => string | null }) {
  const { settings, session } = game;
  // Made by the effect, so each mount has its own table and closing it on leaving stops its bots.
  const [table, setTable] = useState<LocalTable | null>(null);
  useEffect(() => {
    const opened = new LocalTable(session);
    const stop = opened.subscribe((change) => {
      if (change.type === 'event') saveGame(store, settings, session);
    });
    // The table belongs to this mount (React may mount a page twice in development), so that closing it
    // on leaving stops its bots: it can only be made here, and shown from here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTable(opened);
    // Leaving the page (a new game, a loaded record) stops a thinking bot.
    return () => {
      stop();
      opened.close();
    };
  }, [store, settings, session]);
  const place = useMemo(
    () =>
      table && {
        kind: 'local' as const,
        bots: table,
        onNewGame: () => {
          table.close();
          window.location.hash = routeHash({ page: 'new', game: session.entry.id });
        },
        onLoadRecord: onLoad,
      },
    [table, session, onLoad],
  );
  // The one frame before the effect has made the table.
  if (!table || !place) {
    return (
      <main className="page">
        <p role="status">Loading…</p>
      </main>
    );
  }
  return <TablePage table={table} place={place} store={store} />;
}
