import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Viewer } from '@tabula/engine-core';
import { CLOSE, Hello, type ServerMessage } from '@tabula/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { originPolicy, type OriginPolicy } from '../http/origin-policy.js';
import { ApiError } from '../online/api-error.js';
import type { GameService } from '../online/game-service.js';
import { Heartbeat } from './heartbeat.js';
import { LobbyLive } from './lobby-live.js';
import { presenceAnswer, type Presence } from './presence-view.js';

export interface LiveOptions {
  readonly games: GameService;
  /** Who is at each game: every greeted socket is counted on the board, and hears when who is there changes. */
  readonly presence: Presence;
  readonly log: Logger;
  /** Which browser origins may open a socket: the same policy as the HTTP routes' (default: loopback names on the server's port). */
  readonly origins?: OriginPolicy;
  /** Counts an upgrade against the client's rate limit (the HTTP routes' count); false refuses it with 429. */
  readonly admit?: (req: IncomingMessage) => Promise<boolean>;
  /** Unsent output a socket may hold before it is dropped as a reader too slow to keep (default 1 MiB). */
  readonly maxBufferedBytes?: number;
  /** How often each socket is pinged; one missed pong and it is dropped. */
  readonly heartbeatMs?: number;
  /** How long a socket may stay silent before its hello. */
  readonly helloTimeoutMs?: number;
}

interface Watcher {
  readonly socket: WebSocket;
  readonly id: string;
  viewer: Viewer | null;
  /** Whether the hello has arrived (it may still be being answered). */
  greeted: boolean;
  /** The version of the last view sent, so a view goes out once per version. */
  sent: number;
  /** Takes the socket off the presence board (once greeted: a socket counts only once it says who it is). */
  leave: () => void;
}

/** Unsent output a socket may hold before it is dropped (see {@link LiveOptions.maxBufferedBytes}). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** How long a change of who is at a game waits for others before its sockets are told. */
const PRESENCE_COALESCE_MS = 100;

const LIVE_PATH = /^\/api\/games\/([A-Za-z0-9_-]{1,64})\/live$/;
const LOBBY_PATH = '/api/lobby/live';

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: { code: reason, message: reason } });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * Live updates over WebSocket at `/api/games/{id}/live`. Each socket says who it is in its first
 * message; from then on every committed change of the game pushes that socket its own viewer's view
 * (never one built for someone else), with the version. Pings drop dead sockets, and sockets that do not
 * read theirs; browsers' origins are checked by the origin policy the HTTP routes use.
 */
export function attachLiveUpdates(server: Server, options: LiveOptions): { close(): void; terminate(): void; readonly size: number } {
  const { games, presence, log, origins = originPolicy(), admit = () => Promise.resolve(true), heartbeatMs = 30_000, helloTimeoutMs = 10_000, maxBufferedBytes = MAX_BUFFERED_BYTES } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const watchers = new Map<string, Set<Watcher>>();
  const bySocket = new Map<WebSocket, Watcher>();
  const lobby = new LobbyLive(games, presence.board, log, maxBufferedBytes, heartbeatMs);

  const send = (watcher: Watcher, message: ServerMessage) => sendText(watcher, JSON.stringify(message));
  /** Sends text (a Buffer of UTF-8 text, encoded once, goes out as the same text frame). */
  const sendText = (watcher: Watcher, text: string | Buffer) => {
    const { socket } = watcher;
    if (socket.readyState !== socket.OPEN) return;
    // A socket that does not read its messages must not make the server keep them: past the bound it
    // is dropped (its close frame would only wait behind the rest), and a reconnect gets the current view.
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.info({ event: 'socket-too-slow', id: watcher.id, buffered: socket.bufferedAmount }, 'a socket did not read its messages');
      socket.terminate();
      return;
    }
    if (typeof text === 'string') socket.send(text);
    else socket.send(text, { binary: false });
  };
  const sendView = async (watcher: Watcher) => {
    if (watcher.viewer === null) return;
    const view = await games.view(watcher.id, watcher.viewer);
    // Views are built after a wait; one built for an older version than already sent is dropped.
    if (view.version <= watcher.sent) return;
    watcher.sent = view.version;
    send(watcher, { type: 'view', view });
  };
  // A change is sent as one view per viewer (the spectators, each seat): built once, stringified once,
  // and the same text sent to every socket of that viewer, and to no other (a seat's view holds what the
  // others may not see). Changes that come while a game's views are being built are one more build after it.
  const building = new Map<string, { again: boolean }>();
  const pushViews = (id: string) => {
    const under = building.get(id);
    if (under) return void (under.again = true);
    const state = { again: false };
    building.set(id, state);
    void buildViews(id).finally(() => {
      building.delete(id);
      if (state.again && watchers.has(id)) pushViews(id);
    });
  };
  const buildViews = async (id: string) => {
    const viewers = new Set<Viewer>();
    for (const watcher of watchers.get(id) ?? []) if (watcher.viewer !== null) viewers.add(watcher.viewer);
    await Promise.all([...viewers].map((viewer) => buildView(id, viewer).catch((error: Error) => log.error({ event: 'live-view-failed', id, error: error.message }, 'a live view could not be built'))));
  };
  const buildView = async (id: string, viewer: Viewer) => {
    const view = await games.view(id, viewer);
    let text: Buffer | null = null;
    // The sockets as they are now (some may have come or gone during the wait); each is sent only a view
    // newer than its last, and only its own viewer's.
    for (const watcher of watchers.get(id) ?? []) {
      if (watcher.viewer !== viewer || view.version <= watcher.sent) continue;
      text ??= Buffer.from(JSON.stringify({ type: 'view', view } satisfies ServerMessage));
      watcher.sent = view.version;
      sendText(watcher, text);
    }
  };

  const stopListening = games.onChange((id) => {
    if (watchers.has(id)) pushViews(id);
  });

  // Who is at a game is said to all its sockets in the same bytes, a moment after it changes, so that
  // a crowd arriving at once (or a page reloading) is one message, not one per socket.
  const presenceDue = new Set<string>();
  let presenceTimer: ReturnType<typeof setTimeout> | null = null;
  const presenceText = async (id: string) => {
    const facts = await games.presenceFacts(id);
    return JSON.stringify({ type: 'presence', presence: presenceAnswer(presence.board.of(id), facts, presence.claimAfterMs, Date.now()) } satisfies ServerMessage);
  };
  const tellPresence = (id: string) => {
    const greeted = [...(watchers.get(id) ?? [])].filter((watcher) => watcher.viewer !== null);
    if (greeted.length === 0) return;
    presenceText(id).then(
      (text) => {
        for (const watcher of greeted) sendText(watcher, text);
      },
      (error: Error) => log.error({ event: 'live-presence-failed', id, error: error.message }, 'who is at a game could not be told'),
    );
  };
  const stopHearingPresence = presence.board.onChange((id) => {
    if (!watchers.has(id)) return;
    presenceDue.add(id);
    presenceTimer ??= setTimeout(() => {
      presenceTimer = null;
      const due = [...presenceDue];
      presenceDue.clear();
      for (const id of due) tellPresence(id);
    }, PRESENCE_COALESCE_MS);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Every upgrade counts in the client's rate limit, as a request would, before any other work.
    admit(req).then(
      (admitted) => (admitted ? upgrade(req, socket, head) : refuseUpgrade(socket, 429, 'rate-limited')),
      () => refuseUpgrade(socket, 503, 'rate-limit-unavailable'),
    );
  });

  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const match = LIVE_PATH.exec(path);
    if (!match?.[1] && path !== LOBBY_PATH) return refuseUpgrade(socket, 404, 'not-found');
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.allows(origin, req.socket.localPort)) return refuseUpgrade(socket, 403, 'origin-not-allowed');
    if (!match?.[1]) return lobby.upgrade(req, socket, head);
    const id = match[1];
    games.has(id).then(
      (known) => (known ? wss.handleUpgrade(req, socket, head, (ws) => welcome(ws, id)) : refuseUpgrade(socket, 404, 'unknown-game')),
      () => refuseUpgrade(socket, 503, 'store-unavailable'),
    );
  }

  function welcome(socket: WebSocket, id: string): void {
    const watcher: Watcher = { socket, id, viewer: null, greeted: false, sent: -1, leave: () => undefined };
    const set = watchers.get(id) ?? new Set<Watcher>();
    watchers.set(id, set.add(watcher));
    const helloTimer = setTimeout(() => {
      send(watcher, { type: 'error', error: { code: 'no-hello', message: 'send {"type":"hello","token"?,"since"?} first' } });
      socket.close(CLOSE.noHello, 'no hello');
    }, helloTimeoutMs);
    bySocket.set(socket, watcher);
    heartbeat.add(socket);
    socket.on('pong', () => heartbeat.alive(socket));
    // The game stays in memory while the socket is open.
    const unwatch = games.watch(id);
    socket.on('close', () => {
      heartbeat.delete(socket);
      bySocket.delete(socket);
      unwatch();
      watcher.leave();
      clearTimeout(helloTimer);
      set.delete(watcher);
      if (set.size === 0) watchers.delete(id);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData) => {
      if (socket.readyState !== socket.OPEN) return;
      // One hello, then nothing: anything more is answered once and the socket closed, never answered
      // message by message (a client that sends and never reads would pile the answers up here).
      if (watcher.greeted) {
        send(watcher, { type: 'error', error: { code: 'unexpected-message', message: 'a socket only says hello; act through the HTTP routes' } });
        socket.close(CLOSE.unexpectedMessage, 'unexpected message');
        return;
      }
      watcher.greeted = true;
      clearTimeout(helloTimer);
      greet(watcher, data).catch((error: Error) => log.error({ event: 'live-hello-failed', id: watcher.id, error: error.message }, 'a hello could not be answered'));
    });
  }

  async function greet(watcher: Watcher, data: RawData): Promise<void> {
    let hello;
    try {
      hello = Hello.safeParse(JSON.parse(data.toString()));
    } catch {
      hello = null;
    }
    if (!hello?.success) {
      send(watcher, { type: 'error', error: { code: 'bad-hello', message: 'the first message must be {"type":"hello","token"?: string,"since"?: number}' } });
      watcher.socket.close(CLOSE.badHello, 'bad hello');
      return;
    }
    try {
      watcher.viewer = await games.viewerOf(watcher.id, hello.data.token);
    } catch (error) {
      const refusal = error instanceof ApiError ? error : new ApiError(404, 'unknown-game', 'the game is gone');
      send(watcher, { type: 'error', error: { code: refusal.code, message: refusal.message } });
      watcher.socket.close(CLOSE.unknownToken, refusal.code);
      return;
    }
    // Closed while the token was being checked: it never counts as being at the game.
    if (watcher.socket.readyState !== watcher.socket.OPEN) return;
    watcher.leave = presence.board.enter(watcher.id, watcher.viewer === 'spectator' ? null : watcher.viewer);
    const since = hello.data.since;
    if (since !== undefined && since === (await games.version(watcher.id))) {
      watcher.sent = since;
      send(watcher, { type: 'up-to-date', version: since });
    } else {
      await sendView(watcher);
    }
    // Who is there, once the socket knows the game: with its own arrival counted.
    sendText(watcher, await presenceText(watcher.id));
  }

  // Spread over the interval (a bucket of sockets per tick), so that no tick stalls the event loop.
  const heartbeat = new Heartbeat<WebSocket>(heartbeatMs, (socket) => {
    const watcher = bySocket.get(socket);
    log.info({ event: 'socket-dropped', id: watcher?.id }, 'a socket missed its heartbeat');
  });

  return {
    get size() {
      let count = 0;
      for (const set of watchers.values()) count += set.size;
      return count + lobby.size;
    },
    close() {
      heartbeat.stop();
      stopListening();
      stopHearingPresence();
      if (presenceTimer) clearTimeout(presenceTimer);
      lobby.close();
      for (const set of watchers.values()) for (const watcher of set) watcher.socket.close(CLOSE.goingAway, 'server stopping');
      wss.close();
    },
    terminate() {
      for (const socket of wss.clients) socket.terminate();
      lobby.terminate();
    },
  };
}
