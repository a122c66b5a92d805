import { lazy, Suspense, useEffect, useState } from 'react';
import type { GameEntry } from '@tabula/games';
import type { GameSettings } from './game/game-settings.js';
import type { KeyValueStore } from './game/saved-game.js';
import { HomePage } from './home/home-page.js';
import { NewGameForm } from './home/new-game-form.js';
import { parseRoute, routeHash } from './routes.js';

// The game page (with the session library and the bots' code) and the rule book load on demand,
// so the first page a player opens stays small.
const GameRoute = lazy(() => import('./game/game-route.js'));
const RulesPage = lazy(() => import('./rules/rules-page.js'));

function useHashRoute() {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return parseRoute(hash);
}

/** Tabula in the browser: the games, a new-game form, the game page and each game's rules. */
export function App({ games, store }: { readonly games: readonly GameEntry[]; readonly store: KeyValueStore }) {
  const route = useHashRoute();
  useEffect(() => window.scrollTo(0, 0), [route.page]);

  async function start(settings: GameSettings): Promise<string | null> {
    const { startGame } = await import('./game/saved-game.js');
    const started = startGame(store, settings);
    if (!started.ok) return started.error.message;
    window.location.hash = routeHash({ page: 'play' });
    return null;
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
      return <NewGameForm key={route.game ?? ''} games={games} game={route.game} onStart={start} />;
    case 'play':
      return (
        <Suspense fallback={loading}>
          <GameRoute store={store} />
        </Suspense>
      );
    case 'rules':
      return (
        <Suspense fallback={loading}>
          <RulesPage game={route.game} />
        </Suspense>
      );
  }
}
