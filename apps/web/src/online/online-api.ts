import type { Outcome, Player } from '@tabula/engine-core';
import type { LastMove, MoveOption } from '@tabula/play';

/** A seat of an online game as the server shows it to everyone. */
export interface OnlinePlayer {
  readonly seat: Player;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly bot?: string;
  readonly taken: boolean;
  readonly ready: boolean;
}

/** One caller's view of an online game (`GET /api/games/:id`, and every live-update message). */
export interface OnlineView {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly phase: 'setup' | 'playing' | 'over';
  readonly status: string;
  readonly you: Player | null;
  readonly position: string | null;
  readonly toMove: Player | null;
  readonly outcome: Outcome | null;
  readonly moves: readonly string[];
  readonly lastMove: LastMove | null;
  readonly legalMoves?: readonly MoveOption[];
  readonly players: readonly [OnlinePlayer, OnlinePlayer];
  readonly ownSetup?: string;
  /** The seat whose takeback offer awaits the other seat's answer. */
  readonly takebackBy?: Player | null;
}

/** A game as the lobby lists it: seats without names (the game's player names say them). */
export interface LobbyGame {
  readonly id: string;
  readonly game: string;
  readonly status: 'open' | 'active' | 'finished';
  readonly version: number;
  readonly players: readonly Omit<OnlinePlayer, 'name' | 'ready'>[];
}

/** A refusal from the server (or no server at all), said in words a player understands. */
export class OnlineProblem extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The game's current version, when the server says the caller's was stale. */
    readonly version?: number,
  ) {
    super(message);
  }
}

/** The server cannot be reached: the device is offline or the server is down. */
export const UNREACHABLE = 'unreachable';

interface ErrorBody {
  readonly error?: { readonly code?: string; readonly message?: string; readonly rule?: string; readonly version?: number };
}

/** The server's error, in the words the page shows. */
function inWords(status: number, body: ErrorBody): OnlineProblem {
  const { code = `http-${status}`, message = `the server answered ${status}`, rule, version } = body.error ?? {};
  switch (code) {
    case 'stale-version':
      return new OnlineProblem(code, 'The game had moved on before your move arrived; the board now shows it as it stands.', version);
    case 'seat-taken':
      return new OnlineProblem(code, 'That seat has already been taken by someone else. You can still watch the game.');
    case 'not-your-turn':
      return new OnlineProblem(code, "It is not your turn: wait for your opponent's move.");
    case 'unknown-token':
      return new OnlineProblem(code, 'This browser holds a seat key the server does not know; you are watching instead.');
    default:
      return new OnlineProblem(code, rule ? `Refused by rule ${rule}: ${message}` : `Refused: ${message}`, version);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  } catch {
    throw new OnlineProblem(UNREACHABLE, 'The server cannot be reached: this device is offline or the server is down.');
  }
  const answer = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok) throw inWords(response.status, answer);
  return answer;
}

const gamePath = (id: string) => `/api/games/${encodeURIComponent(id)}`;

/** Creates a game with a person in `seat` (this browser) and a person or a bot in the other. */
export function createOnlineGame(game: string, seat: Player, other: 'human' | { bot: string }) {
  const players = seat === 0 ? ['human', other] : [other, 'human'];
  return call<{ id: string; version: number; seats: { seat: Player; token?: string }[] }>('POST', '/api/games', undefined, { game, players, take: [seat] });
}

/** Claims the free human seat `seat` of a game: the answer holds its secret token. */
export function claimSeat(id: string, seat: Player) {
  return call<{ id: string; seat: Player; token: string; version: number }>('POST', `${gamePath(id)}/seats/${seat}`);
}

export function fetchView(id: string, token?: string) {
  return call<OnlineView>('GET', gamePath(id), token);
}

export function submitMove(id: string, token: string, move: string, version: number) {
  return call<OnlineView>('POST', `${gamePath(id)}/moves`, token, { move, version });
}

export function submitSetup(id: string, token: string, setup: string) {
  return call<OnlineView>('POST', `${gamePath(id)}/setup`, token, { setup });
}

export function resignGame(id: string, token: string, version: number) {
  return call<OnlineView>('POST', `${gamePath(id)}/resign`, token, { version });
}

/** A takeback between people: offered by the seat that moved, then accepted or declined by the other. */
export type TakebackStep = 'offer' | 'accept' | 'decline';

const TAKEBACK_PATHS: Record<TakebackStep, string> = { offer: 'undo', accept: 'undo/accept', decline: 'undo/decline' };

/** Against a bot the offer takes the move back at once; between people it waits for the other seat. */
export function takeback(id: string, token: string, step: TakebackStep, version: number) {
  return call<OnlineView>('POST', `${gamePath(id)}/${TAKEBACK_PATHS[step]}`, token, { version });
}

export function listGames(status: 'open' | 'active') {
  return call<{ games: LobbyGame[] }>('GET', `/api/games?status=${status}&limit=20`);
}
