import { z } from 'zod';

/**
 * The one message a client sends on `/api/games/{id}/live`, first: its seat token (never in the URL,
 * where logs and proxies would keep it) and, when reconnecting, the last version it saw.
 */
export const Hello = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(200).optional(),
  since: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * Close codes: the connection was refused for what the client sent (a bad hello, an unknown token, a
 * message after the hello, no hello in time), or the server is going away.
 */
export const CLOSE = { badHello: 4400, unknownToken: 4401, unexpectedMessage: 4405, noHello: 4408, goingAway: 1001 } as const;
