import express, { Router, type Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { methodNotAllowed, sendError } from './http-errors.js';

/** Whether `webRoot` holds a built web client (its `index.html`). */
export function hasWebClient(webRoot: string): boolean {
  return existsSync(path.join(webRoot, 'index.html'));
}

/** What is wrong when the web client is not built, where the server looked, and how to build it. */
export function webClientNotBuilt(webRoot: string): string {
  return `the web client is not built: there is no index.html in ${webRoot}; build it with 'npx nx run web:build' (or run 'npm start', which builds it)`;
}

/**
 * Serves the built web client from `webRoot`: its files, and its page on every other path, because the
 * client routes on the client side (`/play/jungle`). Only GET and HEAD mean anything here; other methods
 * get 405.
 *
 * A missing build does not stop the server: the API keeps working — which is all API development and
 * the Vite dev server (which serves the page itself and forwards /api) need — while page requests get a
 * JSON 503 saying how to build it. The check is made per request, so building the client while the server
 * runs is enough; no restart.
 */
export function webClient(webRoot: string): Router {
  const router = Router();
  const indexFile = path.join(webRoot, 'index.html');
  // The page and the service worker are checked again on every load (no-cache), so a new build reaches
  // players at once; the hashed assets they name may be kept for an hour.
  const revalidated = new Set(['index.html', 'sw.js'].map((file) => path.resolve(webRoot, file)));
  const setHeaders = (res: Response, file: string) => {
    if (revalidated.has(path.resolve(file))) res.setHeader('Cache-Control', 'no-cache');
  };
  router.use(express.static(webRoot, { index: 'index.html', maxAge: '1h', setHeaders }));
  router.get(/.*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      sendError(res, 503, 'web-client-not-built', webClientNotBuilt(webRoot));
      return;
    }
    res.sendFile(indexFile);
  });
  router.all(/.*/, methodNotAllowed(['GET', 'HEAD']));
  return router;
}
