import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

// Every error the server answers, under /api or not, has one shape: { "error": { "code", "message" } },
// so a client (the web client, curl, a test) never has to parse Express's default HTML pages.

/** Answers `status` with the JSON error body. */
export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/** 405 for a path that exists but not for this method, naming the methods it does answer (`Allow`). */
export function methodNotAllowed(allowed: readonly string[]): RequestHandler {
  const allow = allowed.join(', ');
  return (req, res) => {
    res.set('Allow', allow);
    sendError(res, 405, 'method-not-allowed', `${req.method} is not allowed on ${req.originalUrl}; allowed: ${allow}`);
  };
}

/** 404 for a path where nothing is. */
export const notFound: RequestHandler = (req, res) => {
  sendError(res, 404, 'not-found', `no route ${req.method} ${req.originalUrl}`);
};

/** Turns thrown and passed-on errors into the JSON error body. */
export const onError: ErrorRequestHandler = (error: { status?: number; type?: string; message?: string }, _req, res, _next) => {
  // Body-parser errors (malformed JSON, too large) are the client's fault and say so; anything
  // else is ours and is not described to the client.
  const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  const message = status === 500 ? 'internal error' : error.type === 'entity.parse.failed' ? 'request body is not valid JSON' : (error.message ?? 'bad request');
  sendError(res, status, status === 500 ? 'internal' : 'bad-request', message);
};
