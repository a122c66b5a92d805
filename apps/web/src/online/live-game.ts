import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveGameConnection, type GameView, type LiveConnectionState, type LiveGameState, type OnlineSignal } from '@tabula/protocol';
import { onlineClient } from './online-api.js';

/** The live connection as the page shows it; `ended`: the server refused it and retrying cannot help. */
export type Connection = LiveConnectionState;

export interface LiveGame extends LiveGameState {
  play(move: string): void;
  /** Takes a view the server answered with (after a setup or a resignation). */
  accept(view: GameView): void;
  showProblem(problem: string): void;
}

/** The browser's own word on the network: it knows before the socket does. */
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

const CONNECTING: LiveGameState = { view: null, connection: 'connecting', problem: '', pending: null };

/**
 * An online game kept in step with the server, for a page: the protocol's {@link LiveGameConnection}
 * (hello with the token, resync by version, reconnect with backoff, offline moves held and sent once)
 * as React state, opened for the game and seat shown and closed when the page leaves them.
 */
export function useLiveGame(id: string, token: string | undefined): LiveGame {
  const [state, setState] = useState<LiveGameState>(CONNECTING);
  const live = useRef<LiveGameConnection | null>(null);

  useEffect(() => {
    const connection = new LiveGameConnection({ client: onlineClient, id, token, listener: setState, online: browserOnline });
    live.current = connection;
    return () => {
      connection.close();
      if (live.current === connection) live.current = null;
    };
  }, [id, token]);

  const play = useCallback((move: string) => live.current?.play(move), []);
  const accept = useCallback((view: GameView) => live.current?.accept(view), []);
  const showProblem = useCallback((problem: string) => live.current?.showProblem(problem), []);
  return { ...state, play, accept, showProblem };
}
