import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendError } from '../http-errors.js';

/**
 * At most `perMinute` requests per client address per minute (429 beyond, with RateLimit headers);
 * 0 lets everything through (tests, benches, a server behind its own limiter).
 */
export function rateLimiter(perMinute: number): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, 'rate-limited', `more than ${perMinute} requests a minute from this client; wait a little`),
  });
}
