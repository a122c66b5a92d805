import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Viewer } from '@tabula/engine-core';
import type { Logger } from 'pino';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { ApiError } from '../online/api-error.js';
import type { GameService } from '../online/game-service.js';
import { CLOSE, Hello } from './live-protocol.js';

export interface LiveOptions {
  readonly games: GameService;
  readonly log: Logger;
  /** Origins allowed besides the server's own (a dev server on another port), exactly as browsers send them. */
  readonly allowedOrigins?: readonly string[];
  /** How often each socket is pinged; one missed pong and it is dropped. */
  readonly heartbeatMs?: number;
  /** How long a socket may stay silent before its hello. */
  readonly helloTimeoutMs?: number;
}

interface Watcher {
  readonly socket: WebSocket;
  readonly id: string;
  viewer: Viewer | null;
  /** The version of the last view sent, so a view goes out once per version. */
  sent: number;
  alive: boolean;
}

const LIVE_PATH = /^\/api\/games\/([A-Za-z0-9_-]{1,64})\/live$/;

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: { code: reason, message: reason } });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * Live updates over WebSocket at `/api/games/{id}/live`. Each socket says who it is in its first
 * message; from then on every committed change of the game pushes that socket its own viewer's view
 * (never one built for someone else), with the version. Pings drop dead sockets; browsers' origins
 * are checked against the server's own host.
 */
export function attachLiveUpdates(server: Server, options: LiveOptions): { close(): void; readonly size: number } {
  const { games, log, allowedOrigins = [], heartbeatMs = 30_000, helloTimeoutMs = 10_000 } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const watchers = new Map<string, Set<Watcher>>();

  const send = (watcher: Watcher, message: object) => {
    if (watcher.socket.readyState === watcher.socket.OPEN) watcher.socket.send(JSON.stringify(message));
  };
  const sendView = async (watcher: Watcher) => {
    if (watcher.viewer === null) return;
    const view = await games.view(watcher.id, watcher.viewer);
    // Views are built after a wait; one built for an older version than already sent is dropped.
    if (view.version <= watcher.sent) return;
    watcher.sent = view.version;
    send(watcher, { type: 'view', view });
  };
  const pushView = (watcher: Watcher) => {
    sendView(watcher).catch((error: Error) => log.error({ event: 'live-view-failed', id: watcher.id, error: error.message }, 'a live view could not be built'));
  };

  const stopListening = games.onChange((id) => {
    for (const watcher of watchers.get(id) ?? []) pushView(watcher);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const match = LIVE_PATH.exec(path);
    if (!match?.[1]) return refuseUpgrade(socket, 404, 'not-found');
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, req.headers.host, allowedOrigins)) return refuseUpgrade(socket, 403, 'origin-not-allowed');
    const id = match[1];
    games.has(id).then(
      (known) => (known ? wss.handleUpgrade(req, socket, head, (ws) => welcome(ws, id)) : refuseUpgrade(socket, 404, 'unknown-game')),
      () => refuseUpgrade(socket, 503, 'store-unavailable'),
    );
  });

  function welcome(socket: WebSocket, id: string): void {
    const watcher: Watcher = { socket, id, viewer: null, sent: -1, alive: true };
    const set = watchers.get(id) ?? new Set<Watcher>();
    watchers.set(id, set.add(watcher));
    const helloTimer = setTimeout(() => {
      send(watcher, { type: 'error', error: { code: 'no-hello', message: 'send {"type":"hello","token"?,"since"?} first' } });
      socket.close(CLOSE.noHello, 'no hello');
    }, helloTimeoutMs);
    socket.on('pong', () => (watcher.alive = true));
    // The game stays in memory while the socket is open.
    const unwatch = games.watch(id);
    socket.on('close', () => {
      unwatch();
      clearTimeout(helloTimer);
      set.delete(watcher);
      if (set.size === 0) watchers.delete(id);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData) => {
      if (watcher.viewer !== null) {
        send(watcher, { type: 'error', error: { code: 'unexpected-message', message: 'a socket only says hello; act through the HTTP routes' } });
        return;
      }
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
    const since = hello.data.since;
    if (since !== undefined && since === (await games.version(watcher.id))) {
      watcher.sent = since;
      send(watcher, { type: 'up-to-date', version: since });
      return;
    }
    await sendView(watcher);
  }

  const heartbeat = setInterval(() => {
    for (const set of watchers.values()) {
      for (const watcher of set) {
        if (!watcher.alive) {
          log.info({ event: 'socket-dropped', id: watcher.id }, 'a socket missed its heartbeat');
          watcher.socket.terminate();
          continue;
        }
        watcher.alive = false;
        watcher.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    get size() {
      let count = 0;
      for (const set of watchers.values()) count += set.size;
      return count;
    },
    close() {
      clearInterval(heartbeat);
      stopListening();
      for (const set of watchers.values()) for (const watcher of set) watcher.socket.close(CLOSE.goingAway, 'server stopping');
      wss.close();
    },
  };
}

/** A browser's origin is allowed when it is the server's own host or listed. */
function originAllowed(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
