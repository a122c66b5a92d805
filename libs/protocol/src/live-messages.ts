import { z } from 'zod';
import { GameViewAnswer, LobbyEntry, PresenceAnswer } from './http-answers.js';
import type { Wire } from './wire.js';

// The messages of the live route, WebSocket `/api/games/{id}/live`.

/**
 * The one message a client sends, first: its seat token (never in the URL, where logs and proxies would
 * keep it) and, when reconnecting, the last version it saw, so the server sends only what was missed.
 */
export const Hello = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200).optional(),
  since: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type Hello = z.infer<typeof Hello>;

/** The socket's viewer's view, after every committed change (and once after the hello). */
export const ViewMessage = z.strictObject({ type: z.literal('view'), view: GameViewAnswer });
/** The answer to a hello whose `since` is the game's version: nothing was missed. */
export const UpToDateMessage = z.strictObject({ type: z.literal('up-to-date'), version: z.int() });
/** Why the server is about to close the socket. */
export const LiveErrorMessage = z.strictObject({ type: z.literal('error'), error: z.strictObject({ code: z.string(), message: z.string() }) });

/** Who is at the game now (after the hello's answer, and whenever it changes): not part of the game, never versioned. */
export const PresenceMessage = z.strictObject({ type: z.literal('presence'), presence: PresenceAnswer });

export const ServerMessage = z.discriminatedUnion('type', [ViewMessage, UpToDateMessage, PresenceMessage, LiveErrorMessage]);
export type ServerMessage = Wire<z.infer<typeof ServerMessage>>;

/**
 * The lobby, pushed over WebSocket `/api/lobby/live` when the socket opens and after every change that
 * alters it (a game opened, joined, moved on or finished, on any node): the oldest open games first (a
 * seat to take; quick pairing's waiting games among them) and the games being played, each list at most
 * {@link LOBBY_LIVE_SIZE} long. Nothing hidden, no tokens (the lobby's entries).
 */
export const LobbyMessage = z.strictObject({
  type: z.literal('lobby'),
  open: z.array(LobbyEntry),
  active: z.array(LobbyEntry),
});
export type LobbyMessage = Wire<z.infer<typeof LobbyMessage>>;

/** How many games of each kind a lobby message lists. */
export const LOBBY_LIVE_SIZE = 50;

/**
 * Close codes: the connection was refused for what the client sent (a bad hello, an unknown token, a
 * message after the hello, no hello in time), or the server is going away.
 */
export const CLOSE = { badHello: 4400, unknownToken: 4401, unexpectedMessage: 4405, noHello: 4408, goingAway: 1001 } as const;

/** Close codes after which reconnecting cannot help: the server refused what the client sent. */
export const FATAL_CLOSES: ReadonlySet<number> = new Set([CLOSE.badHello, CLOSE.unknownToken]);
