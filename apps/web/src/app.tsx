import { lazy, Suspense, useEffect, useState } from 'react';
import type { GameEntry } from '@tabula/games';
import type { GameSettings } from './game/game-settings.js';
import type { KeyValueStore } from './game/saved-game.js';
import { HomePage } from './home/home-page.js';
import { NewGameForm, type OnlineChoice } from './home/new-game-form.js';
import { parseRoute, routeHash } from './routes.js';

// The game page (with the session library and the bots' code) and the rule book load on demand,
// so the first page a player opens stays small.
const GameRoute = lazy(() => import('./game/game-route.js').then((module) => ({ default: module.GameRoute })));
const RulesPage = lazy(() => import('./rules/rules-page.js'));
const OnlineRoute = lazy(() => import('./table/online-route.js').then((module) => ({ default: module.OnlineRoute })));
const JoinPage = lazy(() => import('./online/join-page.js'));
const LobbyPage = lazy(() => import('./online/lobby-page.js'));

function useHashRoute() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => { setHash(window.location.hash); };
    window.addEventListener('hashchange', onChange);
    return () => { window.removeEventListener('hashchange', onChange); };
  }, []);
  return parseRoute(hash);
}

/** Tabula in the browser: the games, a new-game form, the game page, each game's rules, online games and the lobby. */
export function App({ games, store }: { readonly games: readonly GameEntry[]; readonly store: KeyValueStore }) {
  const route = useHashRoute();
  // A new page opens at its top, unless its link names a place on it (a rule), which that page scrolls to.
  const ownScroll = route.page === 'rules' && route.rule !== undefined;
  useEffect(() => {
    // A block body: the newest browsers return a Promise from scrollTo, and React would call it as a cleanup.
    if (!ownScroll) window.scrollTo(0, 0);
  }, [route.page, ownScroll]);

  async function start(settings: GameSettings): Promise<string | null> {
    const { startGame } = await import('./game/saved-game.js');
    const started = startGame(store, settings);
    if (!started.ok) return started.error.message;
    window.location.hash = routeHash({ page: 'play' });
    return null;
  }

  async function startOnline(choice: OnlineChoice): Promise<string | null> {
    const { onlineClient } = await import('./online/online-api.js');
    const { saveSeatKey } = await import('./online/seat-keys.js');
    try {
      const created = await onlineClient.createGame({
        game: choice.game,
        players: choice.side === 0 ? ['human', choice.other] : [choice.other, 'human'],
        take: [choice.side],
        ...(choice.clock ? { clock: choice.clock } : {}),
      });
      const token = created.seats.find((seat) => seat.seat === choice.side)?.token;
      if (!token) return 'the server gave no seat key for your side';
      saveSeatKey(store, created.id, { seat: choice.side, token });
      window.location.hash = routeHash({ page: 'online', id: created.id });
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  const loading = (
    <main className="page">
      <p role="status">Loading…</p>
    </main>
  );
  switch (route.page) {
    case 'home':
      return <HomePage games={games} hasGame={store.getItem('tabula.game') !== null} />;
    case 'new':
      return <NewGameForm key={route.game ?? ''} games={games} game={route.game} onStart={start} onStartOnline={startOnline} />;
    case 'play':
      return (
        <Suspense fallback={loading}>
          <GameRoute store={store} />
        </Suspense>
      );
    case 'rules':
      return (
        <Suspense fallback={loading}>
          <RulesPage game={route.game} rule={route.rule} />
        </Suspense>
      );
    case 'online':
    case 'watch':
      return (
        <Suspense fallback={loading}>
          <OnlineRoute key={`${route.page}/${route.id}`} id={route.id} store={store} watch={route.page === 'watch'} />
        </Suspense>
      );
    case 'join':
      return (
        <Suspense fallback={loading}>
          <JoinPage key={route.id} id={route.id} seat={route.seat} store={store} />
        </Suspense>
      );
    case 'lobby':
      return (
        <Suspense fallback={loading}>
          <LobbyPage store={store} />
        </Suspense>
      );
  }
}
