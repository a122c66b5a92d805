import express, { type Express } from 'express';
import type { Registry } from '@tabula/games';
import { methodNotAllowed, notFound, onError } from './http-errors.js';
import { gamesRouter } from './routes/games.js';
import { webClient } from './web-client.js';

/** What the server is built from: the games it serves and, optionally, the built web client. */
export interface AppOptions {
  readonly registry: Registry;
  /**
   * Folder of the built web client (`apps/web/dist`). When absent the server is API-only and answers 404
   * outside `/api`; when given but not built yet, pages answer 503 `web-client-not-built`.
   */
  readonly webRoot?: string | undefined;
  /** Version text reported by `/api/health`. */
  readonly version?: string;
}

/** Builds the Express application (without listening), so tests can start it on a free port. */
export function createApp({ registry, webRoot, version = '0.1.0' }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));

  app
    .route('/api/health')
    .get((_req, res) => {
      res.json({ status: 'ok', version, games: registry.list().length });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  app.use('/api/games', gamesRouter(registry));
  // Before the web client, whose page answers every other path: an unknown API route is an error.
  app.use('/api', notFound);

  if (webRoot !== undefined) app.use(webClient(webRoot));
  app.use(notFound);
  app.use(onError);
  return app;
}
