import { retryDelay, type Timers } from './live-game-connection.js';
import { LobbyMessage } from './live-messages.js';
import type { ProtocolClient } from './protocol-client.js';
import type { LiveSocket } from './transport.js';

/** What a lobby follower reports: the lobby as the server last pushed it, or that the socket is down. */
export type LobbyState = { readonly kind: 'lobby'; readonly lobby: LobbyMessage } | { readonly kind: 'reconnecting' };

const platformTimers = globalThis as unknown as Timers;

/**
 * Follows the live lobby (`/api/lobby/live`): every lobby the server pushes is checked against its
 * schema and handed to `listener`; a dropped socket reports `reconnecting` and is opened again with the
 * game sockets' backoff, and the server pushes the current lobby to the new socket. Returns how to stop.
 */
export function followLobby(client: ProtocolClient, listener: (state: LobbyState) => void, timers: Timers = platformTimers): () => void {
  let socket: LiveSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;
  const connect = () => {
    timer = null;
    const opened = client.openLobby();
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
    };
    opened.onmessage = (event) => {
      // A message this client cannot read (a newer server's) is left for the page's next reload.
      let parsed;
      try {
        parsed = LobbyMessage.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (parsed.success) listener({ kind: 'lobby', lobby: parsed.data });
    };
    opened.onerror = () => undefined;
    opened.onclose = () => {
      if (stopped || socket !== opened) return;
      listener({ kind: 'reconnecting' });
      timer = timers.setTimeout(connect, retryDelay(attempt));
      attempt += 1;
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer);
    socket?.close(1000, 'left the lobby');
  };
}
