import express, { type ErrorRequestHandler, type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Registry } from '@tabula/games';
import { gamesRouter } from './routes/games.js';

/** What the server is built from: the games it serves and, optionally, the built web client. */
export interface AppOptions {
  readonly registry: Registry;
  /** Folder of the built web client (`apps/web/dist`); when absent the server is API-only. */
  readonly webRoot?: string | undefined;
  /** Version text reported by `/api/health`. */
  readonly version?: string;
}

/** Builds the Express application (without listening), so tests can start it on a free port. */
export function createApp({ registry, webRoot, version = '0.1.0' }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok', version, games: registry.list().length });
  });
  app.use('/api/games', gamesRouter(registry));
  app.use('/api', (req, res) => {
    res.status(404).json({ error: { code: 'not-found', message: `no API route ${req.method} ${req.originalUrl}` } });
  });

  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    app.use(express.static(webRoot, { index: 'index.html', maxAge: '1h' }));
    // The web client routes on the client side: unknown non-API paths get its page.
    app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(path.join(webRoot, 'index.html')));
  }

  const onError: ErrorRequestHandler = (error: { status?: number; type?: string; message?: string }, _req, res, _next) => {
    // Body-parser errors (malformed JSON, too large) are the client's fault and say so; anything
    // else is ours and is not described to the client.
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    const message = status === 500 ? 'internal error' : error.type === 'entity.parse.failed' ? 'request body is not valid JSON' : (error.message ?? 'bad request');
    res.status(status).json({ error: { code: status === 500 ? 'internal' : 'bad-request', message } });
  };
  app.use(onError);
  return app;
}
