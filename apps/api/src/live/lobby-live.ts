import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LOBBY_LIVE_SIZE, type LobbyMessage } from '@tabula/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GameService } from '../online/game-service.js';
import { Heartbeat } from './heartbeat.js';
import type { PresenceBoard } from './presence-board.js';
import { withSpectators } from './presence-view.js';

/** How long the lobby waits after a change before it is read again: a burst of moves is one read. */
const SETTLE_MS = 150;

/**
 * The live lobby at `/api/lobby/live`: every socket gets the lobby when it opens and again whenever a
 * game's change alters it, so no page polls. Changes come from the game service (its own, and other
 * nodes' as it hears of them); the lobby is read once per burst of changes and sent only when it differs
 * from the last one sent, the same bytes to every socket. Sockets say nothing: anything they send closes them.
 */
export class LobbyLive {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  private readonly sockets = new Set<WebSocket>();
  /** Sockets that have been sent a lobby at least once. */
  private readonly sent = new WeakSet<WebSocket>();
  /** Pings each socket once an interval, spread over it; a socket that missed its last ping is dropped. */
  private readonly heartbeat: Heartbeat<WebSocket>;
  private last = '';
  /** A change came while no socket listened: the last lobby read may be out of date. */
  private stale = true;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private readonly stopListening: () => void;

  constructor(
    private readonly games: GameService,
    private readonly board: PresenceBoard,
    private readonly log: Logger,
    private readonly maxBufferedBytes: number,
    heartbeatMs: number,
  ) {
    const changed = () => {
      if (this.sockets.size === 0) this.stale = true;
      else this.soon();
    };
    // A game's change, or a change of who watches it (the lobby counts the spectators of each game).
    const stopHearingGames = games.onChange(changed);
    const stopHearingPresence = board.onChange(changed);
    this.stopListening = () => {
      stopHearingGames();
      stopHearingPresence();
    };
    // A socket that missed its last ping is gone (a closed laptop, a lost network): it is dropped.
    this.heartbeat = new Heartbeat<WebSocket>(heartbeatMs);
  }

  get size(): number {
    return this.sockets.size;
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => this.welcome(ws));
  }

  private welcome(socket: WebSocket): void {
    this.sockets.add(socket);
    this.heartbeat.add(socket);
    socket.on('pong', () => this.heartbeat.alive(socket));
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.heartbeat.delete(socket);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', () => socket.close(4405, 'the lobby socket only listens'));
    // The last lobby read is sent at once only when it is current: while a change waits to be read, the
    // socket gets that read (as does every socket not yet sent one), never an older lobby first.
    if (!this.stale && this.timer === null && this.reading === null) this.sendTo(socket, this.last);
    else this.soon(0);
  }

  /** Reads the lobby again after the changes have settled, once at a time. */
  private soon(delay = SETTLE_MS): void {
    if (this.sockets.size === 0 || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.reading) {
        // A read under way may have missed this change: read again once it is done.
        void this.reading.then(() => this.soon());
        return;
      }
      this.reading = this.read().finally(() => (this.reading = null));
    }, delay);
    this.timer.unref();
  }

  private async read(): Promise<void> {
    try {
      const [open, active] = await Promise.all([
        this.games.lobby({ status: 'open', limit: LOBBY_LIVE_SIZE, offset: 0 }),
        this.games.lobby({ status: 'active', limit: LOBBY_LIVE_SIZE, offset: 0 }),
      ]);
      const message: LobbyMessage = { type: 'lobby', open: withSpectators(open.games, this.board), active: withSpectators(active.games, this.board) };
      const text = JSON.stringify(message);
      // Sockets that arrived before the first read got nothing yet: they get this one whatever it is.
      const changed = text !== this.last;
      this.last = text;
      this.stale = false;
      for (const socket of this.sockets) if (changed || !this.sent.has(socket)) this.sendTo(socket, text);
    } catch (error) {
      this.log.warn({ event: 'lobby-read-failed', error: (error as Error).message }, 'the live lobby could not be read');
    }
  }

  private sendTo(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    // A reader too slow to keep up is dropped rather than buffered for (it reconnects to the current lobby).
    if (socket.bufferedAmount > this.maxBufferedBytes) return void socket.terminate();
    this.sent.add(socket);
    socket.send(text);
  }

  terminate(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  close(): void {
    this.stopListening();
    this.heartbeat.stop();
    if (this.timer) clearTimeout(this.timer);
    for (const socket of this.sockets) socket.close(1001, 'server stopping');
    this.wss.close();
  }
}
