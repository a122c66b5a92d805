import type { z } from 'zod';
import {
  CatalogAnswer,
  CatalogEntryAnswer,
  CatalogParams,
  ClaimAnswer,
  CreateGameBody,
  CreatedAnswer,
  ErrorAnswer,
  GameIdParams,
  GameViewAnswer,
  HealthAnswer,
  LobbyAnswer,
  LobbyQuery,
  MoveBody,
  PairingAnswer,
  PairingBody,
  PresenceAnswer,
  SeatParams,
  SetupBody,
  VersionBody,
} from '@tabula/protocol';

/** One answer of a route: JSON with a schema, or text. */
export interface Answer {
  readonly description: string;
  readonly json?: z.ZodType;
  readonly text?: string;
}

/**
 * A route as the server answers it and the OpenAPI document describes it. Handlers validate their
 * input with exactly these schemas (see `validate`).
 */
export interface RouteSpec {
  readonly method: 'get' | 'post';
  /** OpenAPI style: `/api/games/{id}`. */
  readonly path: string;
  readonly summary: string;
  /** `optional`: a seat token changes the view; `required`: the route acts for the token's seat. */
  readonly auth?: 'optional' | 'required';
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly answers: Readonly<Record<number, Answer>>;
}

const error = (description: string): Answer => ({ description, json: ErrorAnswer });
const view: Answer = { description: "The caller's view after the change.", json: GameViewAnswer };
const acting = {
  400: error('The request does not match its schema.'),
  401: error('No token, or one that opens no seat of this game.'),
  404: error('No such game.'),
  409: error('A stale version (with the current one), or a change the game no longer allows.'),
  413: error('A body over 16 kB.'),
  429: error('Too many requests from this client.'),
} as const;

export const ROUTES = {
  health: { method: 'get', path: '/api/health', summary: 'Whether the server is up.', answers: { 200: { description: 'Up.', json: HealthAnswer } } },
  openapi: { method: 'get', path: '/api/openapi.json', summary: 'This document.', answers: { 200: { description: 'OpenAPI 3.1.' } } },
  catalog: { method: 'get', path: '/api/catalog', summary: 'The games the server plays.', answers: { 200: { description: 'The registry.', json: CatalogAnswer } } },
  catalogEntry: {
    method: 'get',
    path: '/api/catalog/{id}',
    summary: 'One game of the registry.',
    params: CatalogParams,
    answers: { 200: { description: 'The game.', json: CatalogEntryAnswer }, 404: error('No such game.') },
  },
  lobby: {
    method: 'get',
    path: '/api/games',
    summary: 'Online games, oldest first, one page at a time (nothing hidden, no tokens).',
    query: LobbyQuery,
    answers: { 200: { description: 'A page of games.', json: LobbyAnswer }, 400: error('A bad query.') },
  },
  create: {
    method: 'post',
    path: '/api/games',
    summary: 'Creates an online game; the caller gets the token of each seat it takes.',
    body: CreateGameBody,
    answers: {
      201: { description: 'Created.', json: CreatedAnswer },
      400: error("The request does not match its schema, or a bot's budget is over the server's limit (`bot-budget`, naming the limit)."),
      413: acting[413],
      422: error('An unknown game or bot, a bad position, or a bot seat in `take`.'),
      429: error('Too many requests from this client, or too many unfinished games with a bot (`too-many-bot-games`).'),
    },
  },
  view: {
    method: 'get',
    path: '/api/games/{id}',
    summary: "The caller's view: a seat's with its token, a spectator's without.",
    auth: 'optional',
    params: GameIdParams,
    answers: { 200: { description: 'The view.', json: GameViewAnswer }, 401: acting[401], 404: acting[404] },
  },
  record: {
    method: 'get',
    path: '/api/games/{id}/record',
    summary: 'The game record (docs/notation.md) as the caller may see it.',
    auth: 'optional',
    params: GameIdParams,
    answers: {
      200: { description: 'The record.', text: 'text/plain' },
      401: acting[401],
      404: acting[404],
      409: error('A Stratego game still in set-up has no record until both armies stand (wrong-phase).'),
    },
  },
  pairing: {
    method: 'post',
    path: '/api/pairing',
    summary: 'Quick pairing: takes the seat of a player waiting for the same game and time control, or opens a game and waits there for the next one.',
    body: PairingBody,
    answers: {
      200: { description: 'Paired with a waiting player: the game has begun.', json: PairingAnswer },
      201: { description: 'Nobody was waiting: a new game waits for the next player who asks.', json: PairingAnswer },
      400: error('The request does not match its schema.'),
      422: error('An unknown game, or a time control the server refuses (bad-option).'),
    },
  },
  claim: {
    method: 'post',
    path: '/api/games/{id}/seats/{seat}',
    summary: "Takes a free human seat: its token, handed out once.",
    params: SeatParams,
    answers: { 201: { description: 'The seat is yours.', json: ClaimAnswer }, 404: acting[404], 409: error('The seat is taken, a bot plays it, or the game is over (game-over).') },
  },
  move: {
    method: 'post',
    path: '/api/games/{id}/moves',
    summary: "Plays the token's seat's move at the version the caller saw.",
    auth: 'required',
    params: GameIdParams,
    body: MoveBody,
    answers: { 200: view, ...acting, 403: error('The seat is not to move.'), 422: error('Not a move, or an illegal one (with the rule id).') },
  },
  setup: {
    method: 'post',
    path: '/api/games/{id}/setup',
    summary: "Places the seat's army (Stratego); play starts when both stand.",
    auth: 'required',
    params: GameIdParams,
    body: SetupBody,
    answers: { 200: view, ...acting, 422: error('Not a valid army (ST-1).') },
  },
  resign: {
    method: 'post',
    path: '/api/games/{id}/resign',
    summary: 'The seat gives up.',
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting },
  },
  undo: {
    method: 'post',
    path: '/api/games/{id}/undo',
    summary: "Against a bot, takes the seat's last move back (and the reply); between people, offers a takeback.",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: {
      200: view,
      ...acting,
      409: error('A stale version; or G-4 refuses the takeback (takeback-refused): the game is over, or against a bot a move that revealed a rank stands.'),
    },
  },
  acceptUndo: {
    method: 'post',
    path: '/api/games/{id}/undo/accept',
    summary: "Accepts the other seat's takeback offer.",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting },
  },
  declineUndo: {
    method: 'post',
    path: '/api/games/{id}/undo/decline',
    summary: "Declines the other seat's takeback offer.",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting },
  },
  rematch: {
    method: 'post',
    path: '/api/games/{id}/rematch',
    summary: 'After the end, asks for a rematch; when both seats want one (a bot always does), a new game opens with the same settings and the seats swapped (rematch.next).',
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting, 409: error('A stale version, or the game is still being played (wrong-phase).') },
  },
  presence: {
    method: 'get',
    path: '/api/games/{id}/presence',
    summary: "Who is at the game now: each seat's connected state and time away, the spectators, and when a win may be claimed. The live socket pushes the same on every change.",
    params: GameIdParams,
    answers: { 200: { description: 'The presence.', json: PresenceAnswer }, 404: acting[404] },
  },
  claimVictory: {
    method: 'post',
    path: '/api/games/{id}/claim-victory',
    summary: 'In a timed game between people, claims the win once the other player has been gone for claimAfterMs (reason abandoned).',
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: {
      200: view,
      ...acting,
      409: error('A stale version; an untimed game (not-timed); the other player is there (opponent-present) or has not been gone long enough (too-soon-to-claim); a bot opponent (bot-seat); or the game is not being played.'),
    },
  },
  abort: {
    method: 'post',
    path: '/api/games/{id}/abort',
    summary: 'Ends the game with no result (reason aborted), before both sides have moved.',
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting, 409: error('A stale version; both sides have moved (too-late-to-abort); or the game is not being played.') },
  },
  offerDraw: {
    method: 'post',
    path: '/api/games/{id}/draw',
    summary: "Offers the other seat a draw; when the other seat has already offered one, accepts it (agreement).",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting, 409: error('A stale version, the game is not being played, the other seat is a bot (bot-seat), or this seat already offered (draw-pending).') },
  },
  acceptDraw: {
    method: 'post',
    path: '/api/games/{id}/draw/accept',
    summary: "Accepts the other seat's draw offer: the game ends drawn (reason agreement).",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting, 409: error('A stale version, or no draw offer from the other seat (no-draw-offer).') },
  },
  declineDraw: {
    method: 'post',
    path: '/api/games/{id}/draw/decline',
    summary: "Declines the other seat's draw offer (a move declines it too).",
    auth: 'required',
    params: GameIdParams,
    body: VersionBody,
    answers: { 200: view, ...acting, 409: error('A stale version, or no draw offer from the other seat (no-draw-offer).') },
  },
} as const satisfies Record<string, RouteSpec>;

/** `/api/games/{id}` as Express writes it: `/api/games/:id`. */
export function expressPath(spec: RouteSpec): string {
  return spec.path.replace(/\{(\w+)\}/g, ':$1');
}
