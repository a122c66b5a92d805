import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { ApiError } from './online/api-error.js';

// Every error the server answers, under /api or not, has one shape: { "error": { "code", "message" } },
// so a client (the web client, curl, a test) never has to parse Express's default HTML pages.

/** Answers `status` with the JSON error body. */
export function sendError(res: Response, status: number, code: string, message: string, details: object = {}): void {
  res.status(status).json({ error: { code, message, ...details } });
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

/** Body-parser's refusals, in the API's words. */
function bodyProblem(type: string | undefined, message: string | undefined): { code: string; message: string } {
  if (type === 'entity.parse.failed') return { code: 'bad-request', message: 'request body is not valid JSON' };
  if (type === 'entity.too.large') return { code: 'too-large', message: 'request body is larger than 16 kB' };
  return { code: 'bad-request', message: message ?? 'bad request' };
}

/** Turns thrown and passed-on errors into the JSON error body; only the server's own faults are logged. */
export function onError(log: Logger): ErrorRequestHandler {
  return (error: { status?: number; type?: string; message?: string }, req, res, _next) => {
    if (error instanceof ApiError) {
      sendError(res, error.status, error.code, error.message, error.details);
      return;
    }
    // Body-parser errors (malformed JSON, too large, a bad charset) are the client's fault and say so;
    // anything else is ours and is not described to the client.
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      const problem = bodyProblem(error.type, error.message);
      sendError(res, error.status, problem.code, problem.message);
      return;
    }
    log.error({ event: 'internal-error', method: req.method, path: req.path, error: error.message }, 'internal error');
    sendError(res, 500, 'internal', 'internal error');
  };
}
