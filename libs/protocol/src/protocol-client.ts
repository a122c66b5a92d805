import type { DrawStep, TakebackStep } from '@tabula/play';
import type { z } from 'zod';
import { BAD_ANSWER, UNREACHABLE } from './error-codes.js';
import {
  CatalogAnswer,
  CatalogEntryAnswer,
  ClaimAnswer,
  CreatedAnswer,
  ErrorAnswer,
  GameViewAnswer,
  HealthAnswer,
  LobbyAnswer,
  PairingAnswer,
  PresenceAnswer,
  type GameView,
} from './http-answers.js';
import type { CreateGameBody, LobbyQuery, PairingBody, Seat } from './http-requests.js';
import { ProtocolError, type Refusal } from './protocol-error.js';
import { platform, type Fetch, type LiveSocket, type LiveSocketConstructor } from './transport.js';
import type { Wire } from './wire.js';

// The routes' paths for a takeback step: only this client knows them.
const TAKEBACK_PATHS: Record<TakebackStep, string> = { offer: 'undo', accept: 'undo/accept', decline: 'undo/decline' };
const DRAW_PATHS: Record<DrawStep, string> = { offer: 'draw', accept: 'draw/accept', decline: 'draw/decline' };

export interface ProtocolClientOptions {
  /** The server, `http://host:port`; empty (the default) for the page's own origin in a browser. */
  readonly baseUrl?: string;
  /** Default: the platform's `fetch`. */
  readonly fetch?: Fetch;
  /** Default: the platform's `WebSocket` (Node 20 has none: pass the `ws` package's). */
  readonly WebSocket?: LiveSocketConstructor;
  /** What the player's client is called in refusals' words ("browser", "terminal"); default "device". */
  readonly device?: string;
}

/**
 * The API server's routes as typed calls, for the browser and Node alike. Every answer is checked
 * against its schema (an answer that does not match is a `bad-answer` refusal naming the field), and
 * every refusal is a {@link ProtocolError}: the server's code, sentence, rule and version, or
 * `unreachable` when no server answered.
 */
export class ProtocolClient {
  readonly baseUrl: string;
  readonly device: string;
  private readonly fetch: Fetch;
  private readonly WebSocket: LiveSocketConstructor | undefined;

  constructor(options: ProtocolClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.device = options.device ?? 'device';
    const platformFetch = platform.fetch;
    // Called as a plain function: a browser's fetch refuses to run with another object as `this`.
    this.fetch = options.fetch ?? ((url, request) => (platformFetch ? platformFetch(url, request) : Promise.reject(new Error('this platform has no fetch'))));
    this.WebSocket = options.WebSocket ?? platform.WebSocket;
  }

  health() {
    return this.call(HealthAnswer, 'GET', '/api/health');
  }

  catalog() {
    return this.call(CatalogAnswer, 'GET', '/api/catalog');
  }

  catalogEntry(game: string) {
    return this.call(CatalogEntryAnswer, 'GET', `/api/catalog/${encodeURIComponent(game)}`);
  }

  /** A page of the lobby: games oldest first, nothing hidden. */
  lobby(query: LobbyQuery = {}) {
    const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
    const search = pairs.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&');
    return this.call(LobbyAnswer, 'GET', `/api/games${search ? `?${search}` : ''}`);
  }

  /** Creates a game; the answer holds the token of each seat the caller takes. */
  createGame(body: CreateGameBody) {
    return this.call(CreatedAnswer, 'POST', '/api/games', { body });
  }

  /**
   * Quick pairing: the seat of a player already waiting for the same game and time control (`paired`),
   * or a seat in a new game that waits for the next one who asks. The answer holds the seat's token.
   */
  pair(body: PairingBody) {
    return this.call(PairingAnswer, 'POST', '/api/pairing', { body });
  }

  /** Takes the free human seat `seat`: the answer holds its token, handed out once. */
  claimSeat(id: string, seat: Seat) {
    return this.call(ClaimAnswer, 'POST', `${gamePath(id)}/seats/${seat}`);
  }

  /** The caller's view: a seat's with its token, a spectator's without. */
  view(id: string, token?: string): Promise<GameView> {
    return this.call(GameViewAnswer, 'GET', gamePath(id), { token });
  }

  /** Plays the seat's move at the version the player saw (a stale one is refused with the current version). */
  move(id: string, token: string, move: string, version: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/moves`, { token, body: { move, version } });
  }

  /** Places the seat's army (Stratego, ST-1). */
  setup(id: string, token: string, setup: string, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/setup`, { token, body: { setup, ...(version !== undefined ? { version } : {}) } });
  }

  resign(id: string, token: string, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/resign`, { token, body: version !== undefined ? { version } : {} });
  }

  /** Against a bot an offer takes the move back at once; between people it waits for the other seat (G-4). */
  takeback(id: string, token: string, step: TakebackStep, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/${TAKEBACK_PATHS[step]}`, { token, body: version !== undefined ? { version } : {} });
  }

  /** After the end, asks for a rematch (the view's `rematch.next` names it once both want it). */
  rematch(id: string, token: string, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/rematch`, { token, body: version !== undefined ? { version } : {} });
  }

  /** Who is at the game now: each seat's presence and the spectators (no token needed: nothing hidden). */
  presence(id: string): Promise<PresenceAnswer> {
    return this.call(PresenceAnswer, 'GET', `${gamePath(id)}/presence`);
  }

  /** In a timed game, claims the win when the other player has been gone past the server's grace (reason `abandoned`). */
  claimVictory(id: string, token: string, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/claim-victory`, { token, body: version !== undefined ? { version } : {} });
  }

  /** Ends the game with no result, before both sides have moved. */
  abort(id: string, token: string, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/abort`, { token, body: version !== undefined ? { version } : {} });
  }

  /** A draw offer, or the answer to the other seat's (between people only). */
  draw(id: string, token: string, step: DrawStep, version?: number): Promise<GameView> {
    return this.call(GameViewAnswer, 'POST', `${gamePath(id)}/${DRAW_PATHS[step]}`, { token, body: version !== undefined ? { version } : {} });
  }

  /** The game record (docs/notation.md) as the caller may see it. */
  async record(id: string, token?: string): Promise<string> {
    const response = await this.send('GET', `${gamePath(id)}/record`, { token });
    const text = await response.text();
    if (!response.ok) throw this.refusal(response.status, text);
    return text;
  }

  /** The live socket of game `id` (WebSocket `/api/games/{id}/live`), not yet greeted. */
  openLive(id: string): LiveSocket {
    if (!this.WebSocket) throw new Error('this platform has no WebSocket: pass one to the ProtocolClient (in Node, the ws package)');
    return new this.WebSocket(`${this.origin().replace(/^http/, 'ws')}${gamePath(id)}/live`);
  }

  /** The live lobby's socket (WebSocket `/api/lobby/live`), which only listens. */
  openLobby(): LiveSocket {
    if (!this.WebSocket) throw new Error('this platform has no WebSocket: pass one to the ProtocolClient (in Node, the ws package)');
    return new this.WebSocket(`${this.origin().replace(/^http/, 'ws')}/api/lobby/live`);
  }

  /** A refusal said in this client's words. */
  refuse(refusal: Refusal): ProtocolError {
    return new ProtocolError(refusal, this.device);
  }

  private origin(): string {
    if (this.baseUrl) return this.baseUrl;
    const origin = platform.location?.origin;
    if (!origin) throw new Error('a ProtocolClient outside a page needs a baseUrl');
    return origin;
  }

  private async send(method: 'GET' | 'POST', path: string, { token, body }: { token?: string | undefined; body?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await this.fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    } catch (error) {
      throw this.refuse({ code: UNREACHABLE, status: 0, serverMessage: error instanceof Error ? error.message : String(error) });
    }
  }

  private async call<S extends z.ZodType>(schema: S, method: 'GET' | 'POST', path: string, options: { token?: string | undefined; body?: unknown } = {}): Promise<Wire<z.output<S>>> {
    const response = await this.send(method, path, options);
    const text = await response.text().catch(() => '');
    if (!response.ok) throw this.refusal(response.status, text);
    const checked = schema.safeParse(parseJson(text));
    if (!checked.success) {
      const problems = checked.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'the answer'}: ${issue.message}`);
      throw this.refuse({ code: BAD_ANSWER, status: response.status, serverMessage: `${method} ${path}: ${problems.join('; ')}` });
    }
    return checked.data as Wire<z.output<S>>;
  }

  private refusal(status: number, text: string): ProtocolError {
    const answer = ErrorAnswer.safeParse(parseJson(text));
    if (!answer.success) return this.refuse({ code: `http-${status}`, status, serverMessage: `the server answered ${status}` });
    const { code, message, rule, version } = answer.data.error;
    return this.refuse({ code, status, serverMessage: message, ...(rule !== undefined ? { rule } : {}), ...(version !== undefined ? { version } : {}) });
  }
}

function gamePath(id: string): string {
  return `/api/games/${encodeURIComponent(id)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
