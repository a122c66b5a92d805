import type { TableConnection } from '@tabula/play';
import { UNREACHABLE } from './error-codes.js';
import type { GameView, PresenceAnswer } from './http-answers.js';
import { FATAL_CLOSES, ServerMessage, CLOSE } from './live-messages.js';
import type { ProtocolClient } from './protocol-client.js';
import { ProtocolError } from './protocol-error.js';
import { liveRefusalInWords } from './refusal-words.js';
import type { LiveSocket } from './transport.js';

/** The live connection as a player sees it; `ended`: the server refused it and retrying cannot help. */
export type LiveConnectionState = Exclude<TableConnection, 'local'>;

/** What a live game reports to its listener after every change. */
export interface LiveGameState {
  readonly view: GameView | null;
  readonly connection: LiveConnectionState;
  /** The last refusal or trouble in a player's words; empty when there is none. */
  readonly problem: string;
  /** A move made while the server could not be reached, waiting to be sent. */
  readonly pending: string | null;
  /** Who is at the game, as the server last said, and when that word arrived (this device's ms); null until it has. */
  readonly presence: { readonly answer: PresenceAnswer; readonly receivedAt: number } | null;
}

/** Whether the device is online, and word when that changes (a browser's `online`/`offline` events). */
export interface OnlineSignal {
  isOnline(): boolean;
  /** Calls `offline`/`online` on each change; returns how to stop. */
  watch(offline: () => void, online: () => void): () => void;
}

/** Timers, as the platform has them (a platform-pure library names no host's timer types). */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveGameOptions {
  readonly client: ProtocolClient;
  readonly id: string;
  /** The seat's token; none for a spectator. */
  readonly token?: string | undefined;
  readonly listener: (state: LiveGameState) => void;
  /** The device's own online/offline signal, when it has one (a browser's). */
  readonly online?: OnlineSignal;
  /** The wait before reconnect attempt `attempt` (default {@link retryDelay}). */
  readonly retryDelay?: (attempt: number) => number;
  readonly timers?: Timers;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 8000;

/** The delay before reconnect attempt `attempt` (0, 1, …): doubling from half a second up to eight. */
export function retryDelay(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
}

const platformTimers = globalThis as unknown as Timers;
const realTimers: Timers = {
  setTimeout: (run, ms) => platformTimers.setTimeout(run, ms),
  clearTimeout: (handle) => platformTimers.clearTimeout(handle),
};

/** A move made while the server could not be reached. */
interface PendingMove {
  readonly move: string;
  /** The version the move was made at: it is sent only if the game is still there. */
  readonly version: number;
}

/**
 * An online game kept in step with the server over `/api/games/{id}/live`, for any front end. The hello
 * carries the seat token (never the URL) and, on a reconnect, the last version seen, so the server
 * sends only what was missed. A dropped socket shows `reconnecting` and retries with backoff; a close
 * the server means (a bad hello, an unknown token) or an unknown game ends it with a sentence. Moves go
 * over HTTP with the version they were made at: the server refuses a stale one, so a move made offline
 * is held, sent once when the connection is back, and can neither be lost nor played twice.
 */
export class LiveGameConnection {
  private state: LiveGameState = { view: null, connection: 'connecting', problem: '', pending: null, presence: null };
  private pendingMove: PendingMove | null = null;
  /** Whether the pending move is on its way (so a second live message does not send it again). */
  private sending = false;
  private socket: LiveSocket | null = null;
  private attempt = 0;
  private timer: unknown = undefined;
  private stopped = false;
  /** Why the server refused this connection, once it has said so. */
  private refused: string | null = null;
  private readonly client: ProtocolClient;
  private readonly id: string;
  private readonly token: string | undefined;
  private readonly listener: (state: LiveGameState) => void;
  private readonly online: OnlineSignal | undefined;
  private readonly delay: (attempt: number) => number;
  private readonly timers: Timers;
  private readonly unwatch: () => void;

  constructor(options: LiveGameOptions) {
    this.client = options.client;
    this.id = options.id;
    this.token = options.token;
    this.listener = options.listener;
    this.online = options.online;
    this.delay = options.retryDelay ?? retryDelay;
    this.timers = options.timers ?? realTimers;
    // The device knows before the socket does: offline drops the socket at once, online retries at once.
    this.unwatch =
      this.online?.watch(
        () => this.socket?.close(),
        () => {
          this.attempt = 0;
          if (!this.socket && this.refused === null) this.connect();
        },
      ) ?? (() => undefined);
    this.listener(this.state);
    this.connect();
  }

  get current(): LiveGameState {
    return this.state;
  }

  /** Plays `move` at the version on the board now, or holds it while the connection is down. */
  play(move: string): void {
    const view = this.state.view;
    if (!view || this.stopped) return;
    const made = { move, version: view.version };
    if (this.state.connection !== 'live' || this.online?.isOnline() === false) {
      this.hold(made);
      return;
    }
    void this.send(made);
  }

  /** Takes a view the server answered with (after a setup, a resignation, a takeback). */
  accept(view: GameView): void {
    const latest = this.state.view;
    // Answers and socket messages can cross: never step back to an older version.
    if (latest && view.version < latest.version) return;
    const waiting = this.pendingMove;
    // The game moved on from where an offline move was made: either that move did arrive before the
    // connection dropped (it is the last move now) or the position changed; it is never sent again.
    if (waiting && view.version !== waiting.version) {
      this.pendingMove = null;
      const problem = view.moves.at(-1) === waiting.move ? '' : `The game moved on while you were offline; ${waiting.move} was not played.`;
      this.update({ view, pending: null, problem });
      return;
    }
    this.update({ view });
  }

  /** Shows a problem the front end found (a refused setup, a move the input cannot make). */
  showProblem(problem: string): void {
    this.update({ problem });
  }

  /** Ends the connection for good; the listener hears nothing more. */
  close(): void {
    this.stopped = true;
    this.timers.clearTimeout(this.timer);
    this.unwatch();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private update(change: Partial<LiveGameState>): void {
    if (this.stopped) return;
    this.state = { ...this.state, ...change };
    this.listener(this.state);
  }

  private hold(move: PendingMove): void {
    this.pendingMove = move;
    this.update({ pending: move.move, problem: `You are offline: ${move.move} will be sent when the connection is back.` });
  }

  private end(problem: string): void {
    this.refused = problem;
    this.timers.clearTimeout(this.timer);
    this.update({ connection: 'ended', problem });
  }

  private connect(): void {
    if (this.stopped || this.refused !== null) return;
    this.timers.clearTimeout(this.timer);
    let socket: LiveSocket;
    try {
      socket = this.client.openLive(this.id);
    } catch (error) {
      this.end(error instanceof Error ? error.message : String(error));
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      const since = this.state.view?.version;
      socket.send(JSON.stringify({ type: 'hello', ...(this.token ? { token: this.token } : {}), ...(since !== undefined ? { since } : {}) }));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (this.refused !== null || FATAL_CLOSES.has(event.code)) {
        this.end(this.refused ?? liveRefusalInWords(this.id, event.reason || (event.code === CLOSE.unknownToken ? 'unknown-token' : undefined), this.client.device));
        return;
      }
      this.update({ connection: 'reconnecting' });
      // A socket refused before it opened says nothing (a browser hides the HTTP answer to an upgrade):
      // the game's HTTP route says whether the game is there at all.
      if (!opened) this.askWhetherTheGameExists();
      this.timer = this.timers.setTimeout(() => this.connect(), this.delay(this.attempt));
      this.attempt += 1;
    };
  }

  private askWhetherTheGameExists(): void {
    this.client.view(this.id, this.token).catch((error: unknown) => {
      if (this.stopped || !(error instanceof ProtocolError) || error.code !== 'unknown-game') return;
      this.end(liveRefusalInWords(this.id, 'unknown-game', this.client.device));
    });
  }

  private receive(data: unknown): void {
    let parsed;
    try {
      parsed = ServerMessage.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) {
      this.update({ problem: "The server's live message could not be understood." });
      return;
    }
    const message = parsed.data;
    if (message.type === 'error') {
      // The server says why before it closes the socket: say it in words, and do not retry.
      this.refused = liveRefusalInWords(this.id, message.error.code, this.client.device);
      return;
    }
    if (message.type === 'view') this.accept(message.view);
    // Presence is no change of the game: it is shown as it comes, and says nothing about being in step.
    if (message.type === 'presence') {
      this.update({ presence: { answer: message.presence, receivedAt: Date.now() } });
      return;
    }
    this.attempt = 0;
    this.update({ connection: 'live' });
    // In sync again, and the game still where the offline move was made (else `accept` dropped it).
    const waiting = this.pendingMove;
    if (waiting && !this.sending && this.state.view?.version === waiting.version) void this.send(waiting);
  }

  private async send(move: PendingMove): Promise<void> {
    if (!this.token) return;
    this.sending = true;
    try {
      const answer = await this.client.move(this.id, this.token, move.move, move.version);
      this.pendingMove = null;
      this.update({ pending: null, problem: '' });
      this.accept(answer);
    } catch (error) {
      if (error instanceof ProtocolError && error.code === UNREACHABLE) {
        this.hold(move);
        return;
      }
      this.pendingMove = null;
      this.update({ pending: null, problem: error instanceof Error ? error.message : String(error) });
      // Back to the server's truth.
      this.client.view(this.id, this.token).then(
        (view) => this.accept(view),
        () => undefined,
      );
    } finally {
      this.sending = false;
    }
  }
}
