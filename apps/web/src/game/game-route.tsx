import { useEffect, useMemo } from 'react';
import { browserBots } from '../bots/worker-thinker.js';
import { routeHash } from '../routes.js';
import GamePage from './game-page.js';
import { resumeGame, type KeyValueStore } from './saved-game.js';

/**
 * The game page as the URL opens it: the game kept in this browser, resumed. Loaded on demand with
 * the rules engine and the session library, so the home page stays small.
 */
export default function GameRoute({ store }: { readonly store: KeyValueStore }) {
  // One bot worker per game page, started when a bot first thinks and ended when the page goes.
  const bots = useMemo(() => browserBots(), []);
  useEffect(() => () => { bots.stop(); }, [bots]);
  const thinker = bots.thinker;
  const resumed = useMemo(() => resumeGame(store, thinker), [store, thinker]);
  if (resumed === null || !resumed.session.ok) {
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
  return <GamePage initial={{ settings: resumed.settings, session: resumed.session.value }} store={store} thinker={thinker} />;
}
