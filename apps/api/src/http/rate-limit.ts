import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { sendError } from '../http-errors.js';

/** The HTTP limiter, and the same count for requests Express never sees (WebSocket upgrades). */
export interface RateLimiter {
  readonly middleware: RequestHandler;
  /** Counts one request from `ip` (the client address as `req.ip` gives it); false once over the limit. */
  take(ip: string): Promise<boolean>;
}

/**
 * At most `perMinute` requests per client address per minute (429 beyond, with RateLimit headers);
 * 0 lets everything through (tests, benches, a server behind its own limiter). The address is `req.ip`,
 * so behind a proxy it follows Express's `trust proxy` (TABULA_TRUST_PROXY).
 */
export function rateLimiter(perMinute: number): RateLimiter {
  if (perMinute <= 0) return { middleware: (_req, _res, next) => next(), take: () => Promise.resolve(true) };
  const store = new MemoryStore();
  const middleware = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    handler: (_req, res) => sendError(res, 429, 'rate-limited', `more than ${perMinute} requests a minute from this client; wait a little`),
  });
  return {
    middleware,
    // The key is the one express-rate-limit makes by default, so a socket and a request share one count.
    take: async (ip) => (await store.increment(ipKeyGenerator(ip))).totalHits <= perMinute,
  };
}
