import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. Helmet runs a dozen middlewares on every request, each setting one
 * header whose value, for options without per-request parts (no CSP nonce functions), is the same every
 * time: on a move's round trip that chain was a few percent of the server's CPU for nothing. So helmet
 * runs once, here, against a recorder, and each request gets the recorded headers in one step. Helmet
 * stays the source of the values (its defaults follow its releases); only the repetition goes.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-text value; securityHeaders records text headers only`);
      set.push([name, value]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  // A recorder, not a response, and a request that refuses every look: a header that depends on the
  // request (a CSP nonce function reads it) cannot be recorded, and throws here at start-up rather
  // than going out wrong.
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(`helmet read the request's ${String(property)}: headers that depend on the request cannot be recorded`);
      },
    },
  );
  let finished = false;
  helmet(options)(request as Request, recorder as unknown as Response, ((error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  }) as NextFunction);
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
