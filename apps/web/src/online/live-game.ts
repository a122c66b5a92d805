import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchView, OnlineProblem, submitMove, UNREACHABLE, type OnlineView } from './online-api.js';

/** The live connection as the page shows it; `ended`: the server refused it and retrying cannot help. */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'ended';

/** Close codes after which reconnecting cannot help (the server refused what this page sent). */
const FATAL_CLOSES = new Set([4400, 4401]);
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 8000;

/** The delay before reconnect attempt `attempt` (0, 1, …): doubling from half a second up to eight. */
export function retryDelay(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
}

/** What a player reads when the server refuses the live connection (its error code). */
export function refusalText(id: string, code: string | undefined): string {
  switch (code) {
    case 'unknown-game':
      return `There is no game ${id} on this server. Check the link, or find a game in the lobby.`;
    case 'unknown-token':
      return 'The server does not know this browser’s seat key.';
    default:
      return 'The server refused the live connection.';
  }
}

/** A move made while the server could not be reached, sent once the page is back in sync. */
interface PendingMove {
  readonly move: string;
  /** The version the move was made at: it is sent only if the game is still there. */
  readonly version: number;
}

export interface LiveGame {
  readonly view: OnlineView | null;
  readonly connection: Connection;
  readonly problem: string;
  /** A move made offline, waiting to be sent. */
  readonly pending: string | null;
  play(move: string): void;
  /** Takes a view the server answered with (after a setup or a resignation). */
  accept(view: OnlineView): void;
  showProblem(problem: string): void;
}

/**
 * An online game kept in step with the server over `/api/games/:id/live`: the hello carries the seat
 * token (never the URL) and, on a reconnect, the last version seen, so the server sends only what was
 * missed. A dropped socket (or the browser going offline) shows "reconnecting…" and retries with backoff.
 * Moves go over HTTP with the version they were made at: the server refuses a stale one, so a move made
 * offline is sent once when the connection is back and can neither be lost nor played twice.
 */
export function useLiveGame(id: string, token: string | undefined): LiveGame {
  const [view, setView] = useState<OnlineView | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState<PendingMove | null>(null);
  const latest = useRef<OnlineView | null>(null);
  const sendPending = useRef<() => void>(() => undefined);

  // The pending move as the socket's handlers see it (they outlive renders).
  const pendingNow = useRef<PendingMove | null>(null);
  const holdPending = useCallback((move: PendingMove | null) => {
    pendingNow.current = move;
    setPending(move);
  }, []);

  const accept = useCallback(
    (next: OnlineView) => {
      // Answers and socket messages can cross: never step back to an older version.
      if (latest.current && next.version < latest.current.version) return;
      latest.current = next;
      setView(next);
      // The game moved on from where an offline move was made: either that move did arrive before the
      // connection dropped (it is the last move now) or the position changed; it is never sent again.
      const waiting = pendingNow.current;
      if (waiting && next.version !== waiting.version) {
        holdPending(null);
        setProblem(next.moves.at(-1) === waiting.move ? '' : `The game moved on while you were offline; ${waiting.move} was not played.`);
      }
    },
    [holdPending],
  );

  useEffect(() => {
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Why the server refused this page's socket, once it has said so.
    let refused: string | null = null;

    function connect() {
      if (stopped || refused !== null) return;
      clearTimeout(timer);
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/games/${encodeURIComponent(id)}/live`;
      const current = new WebSocket(url);
      socket = current;
      let opened = false;
      current.onopen = () => {
        opened = true;
        const since = latest.current?.version;
        current.send(JSON.stringify({ type: 'hello', ...(token ? { token } : {}), ...(since !== undefined ? { since } : {}) }));
      };
      current.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as { type: string; view?: OnlineView; error?: { code?: string; message?: string } };
        if (message.type === 'error') {
          // The server says why before it closes the socket: say it in words, and do not retry.
          refused = refusalText(id, message.error?.code);
          return;
        }
        if (message.type === 'view' && message.view) accept(message.view);
        attempt = 0;
        setConnection('live');
        // In sync again, and the game still where the offline move was made (else `accept` dropped it).
        if (pendingNow.current && latest.current?.version === pendingNow.current.version) sendPending.current();
      };
      current.onclose = (event) => {
        if (socket !== current || stopped) return;
        socket = null;
        if (refused !== null || FATAL_CLOSES.has(event.code)) {
          setConnection('ended');
          setProblem(refused ?? refusalText(id, event.reason || (event.code === 4401 ? 'unknown-token' : undefined)));
          return;
        }
        setConnection('reconnecting');
        // A socket refused before it opened tells the page nothing (a browser hides the HTTP answer to
        // an upgrade): the game's HTTP route says whether the game is there at all.
        if (!opened) {
          fetchView(id, token).catch((error: unknown) => {
            if (stopped || !(error instanceof OnlineProblem) || error.code !== 'unknown-game') return;
            refused = refusalText(id, 'unknown-game');
            clearTimeout(timer);
            setConnection('ended');
            setProblem(refused);
          });
        }
        timer = setTimeout(connect, retryDelay(attempt));
        attempt += 1;
      };
    }

    // The browser knows before the socket does: offline drops the socket at once, online retries at once.
    const onOffline = () => socket?.close();
    const onOnline = () => {
      attempt = 0;
      if (!socket && refused === null) connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      socket?.close();
    };
  }, [id, token, accept]);

  const send = useCallback(
    async (move: PendingMove) => {
      if (!token) return;
      try {
        const answer = await submitMove(id, token, move.move, move.version);
        holdPending(null);
        accept(answer);
        setProblem('');
      } catch (error) {
        if (error instanceof OnlineProblem && error.code === UNREACHABLE) {
          holdPending(move);
          setProblem(`You are offline: ${move.move} will be sent when the connection is back.`);
          return;
        }
        holdPending(null);
        setProblem(error instanceof Error ? error.message : String(error));
        // Back to the server's truth.
        fetchView(id, token).then(accept, () => undefined);
      }
    },
    [id, token, accept, holdPending],
  );

  // How the socket's handler sends a pending move once the connection is live again.
  useEffect(() => {
    sendPending.current = () => {
      const waiting = pendingNow.current;
      if (waiting) void send(waiting);
    };
  }, [send]);

  const play = useCallback(
    (move: string) => {
      const current = latest.current;
      if (!current) return;
      const made = { move, version: current.version };
      if (connection !== 'live' || !navigator.onLine) {
        holdPending(made);
        setProblem(`You are offline: ${move} will be sent when the connection is back.`);
        return;
      }
      void send(made);
    },
    [connection, send, holdPending],
  );

  return { view, connection, problem, pending: pending?.move ?? null, play, accept, showProblem: setProblem };
}
