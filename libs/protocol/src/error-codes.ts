import type { PlayErrorCode } from '@tabula/play';

/**
 * The codes the server itself refuses with (`{ "error": { "code" } }` over HTTP, `{ type: 'error' }` on a
 * live socket), by what went wrong; apps/api's error-codes test holds the server to this list. A game
 * session's refusals (`not-your-turn`, `illegal-move` with its rule id …) pass through with their own
 * codes ({@link PlayErrorCode}).
 */
export const SERVER_ERROR_CODES = [
  // The request itself
  'bad-request',
  'invalid-request',
  'too-large',
  'headers-too-large',
  'request-timeout',
  'missing-host',
  'unsupported-media-type',
  'method-not-allowed',
  'not-found',
  'origin-not-allowed',
  'rate-limited',
  // Seats and tokens
  'bad-authorization',
  'missing-token',
  'unknown-token',
  'seat-taken',
  // Games
  'unknown-game',
  'stale-version',
  'takeback-pending',
  'no-takeback-offer',
  'draw-pending',
  'no-draw-offer',
  'not-timed',
  'opponent-present',
  'too-soon-to-claim',
  'seat-open',
  'position-open-seat',
  'bot-budget',
  'too-many-bot-games',
  // A session's refusals the server also raises itself, before a session is asked
  'bot-seat',
  'bad-option',
  'game-over',
  'wrong-phase',
  // The live socket
  'bad-hello',
  'no-hello',
  'unexpected-message',
  // The server's own trouble
  'rate-limit-unavailable',
  'store-unavailable',
  'web-client-not-built',
  'internal',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Every code a refusal may carry. */
export type ErrorCode = ServerErrorCode | PlayErrorCode;

/** The code a client gives a call that reached no server at all (offline, or the server is down). */
export const UNREACHABLE = 'unreachable';

/** The code a client gives an answer that does not match its schema (it names the field). */
export const BAD_ANSWER = 'bad-answer';
