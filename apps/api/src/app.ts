import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import type { Registry } from '@tabula/games';
import type { Logger } from 'pino';
import type { BotAdmission } from './bots/bot-limits.js';
import { ROUTES } from './http/api-routes.js';
import { withDirectRoutes } from './http/direct-routes.js';
import { answerJsonInOneStep } from './http/json-answer.js';
import { jsonBody } from './http/json-body.js';
import { openApiDocument } from './http/openapi.js';
import { requireHost } from './http/client-errors.js';
import { originPolicy, refuseForeignOrigins, requireJson, type OriginPolicy } from './http/origin-policy.js';
import { rateLimiter, type RateLimiter } from './http/rate-limit.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { methodNotAllowed, notFound, onError } from './http-errors.js';
import type { Presence } from './live/presence-view.js';
import type { GameService } from './online/game-service.js';
import { catalogRouter } from './routes/catalog.js';
import { onlineGameRoutes, onlineGamesRouter } from './routes/online-games.js';
import { pairingRouter } from './routes/pairing.js';
import { webClient } from './web-client.js';

/** What the server is built from. */
export interface AppOptions {
  readonly registry: Registry;
  /** The online games (their store, sessions and bots). */
  readonly games: GameService;
  /** Who is at each game (the live sockets of every node), and the grace before a win may be claimed against a player who left. */
  readonly presence: Presence;
  /** Limits on games with a bot: bots' budgets and games per client (none: no limits). */
  readonly bots?: BotAdmission;
  readonly log: Logger;
  /**
   * Folder of the built web client (`apps/web/dist`). When absent the server is API-only and answers 404
   * outside `/api`; when given but not built yet, pages answer 503 `web-client-not-built`.
   */
  readonly webRoot?: string | undefined;
  /** Version text reported by `/api/health`. */
  readonly version?: string;
  /** Requests per minute per client address under /api; 0 turns the limit off. */
  readonly rateLimit?: number;
  /** The limiter itself, when the server shares it with the live sockets' upgrades (overrides `rateLimit`). */
  readonly limiter?: RateLimiter;
  /** Which browser origins may change state (default: loopback names on the server's own port only). */
  readonly origins?: OriginPolicy;
  /** Express's `trust proxy` (TABULA_TRUST_PROXY): which proxies' `X-Forwarded-For` gives the client address. */
  readonly trustProxy?: boolean | number | string;
}

/** Bodies larger than this (16 kB) are refused with 413 before they are parsed. */
const BODY_LIMIT_BYTES = 16 * 1024;

/** The server's application: Express, and Node's request listener that serves it. */
export interface ApiApp {
  readonly express: Express;
  /** Answers the acting routes directly (http/direct-routes.ts) and everything else through Express. */
  readonly listener: RequestListener;
}

/** Builds the application (without listening), so tests can start it on a free port. */
export function createApp({ registry, games, presence, bots, log, webRoot, version = '0.1.0', rateLimit = 0, limiter, origins = originPolicy(), trustProxy = false }: AppOptions): ApiApp {
  const app = express();
  app.disable('x-powered-by');
  answerJsonInOneStep(app);
  // No ETag on API answers: every answer is a game's current state, which no client revalidates, and the
  // hash over each body is CPU spent on every move. The web client's files keep theirs (express.static).
  app.set('etag', false);
  app.set('trust proxy', trustProxy);
  // What every request meets before its route, in order; `api` ones only under /api. The direct routes
  // (all under /api) run exactly this list, so the two paths cannot drift apart.
  const front: readonly { readonly api?: true; readonly handler: RequestHandler }[] = [
    // Helmet's defaults, less upgrade-insecure-requests: the server speaks plain HTTP on a local port
    // (npm start), where upgrading the page's own requests to HTTPS would break it. Recorded once.
    { handler: securityHeaders({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } }) },
    { handler: requestLog(log) },
    { handler: requireHost },
    { api: true, handler: (limiter ?? rateLimiter(rateLimit)).middleware },
    // A page on another site may send a form or a text/plain POST without asking first: refused (CSRF).
    { handler: refuseForeignOrigins(origins) },
    { api: true, handler: requireJson },
    // Only application/json bodies get this far (requireJson); the size limit and the schemas see all of them.
    { api: true, handler: jsonBody(BODY_LIMIT_BYTES) },
  ];
  for (const { api, handler } of front) {
    if (api) app.use('/api', handler);
    else app.use(handler);
  }

  app
    .route('/api/health')
    .get((_req, res) => {
      res.json({ status: 'ok', version, games: registry.list().length });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  const document = openApiDocument(version);
  app
    .route(ROUTES.openapi.path)
    .get((_req, res) => {
      res.json(document);
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  app.use(catalogRouter(registry));
  const gameRoutes = onlineGameRoutes(games, presence, bots);
  app.use('/api/games', onlineGamesRouter(gameRoutes));
  app.use('/api/pairing', pairingRouter(games));
  // Before the web client, whose page answers every other path: an unknown API route is an error.
  app.use('/api', notFound);

  if (webRoot !== undefined) app.use(webClient(webRoot));
  app.use(notFound);
  const errors = onError(log);
  app.use(errors);
  // The routes a game is played through (a seat's moves and offers): the bulk of a busy server's requests.
  const acting = gameRoutes.filter(({ spec }) => spec.method === 'post' && spec.auth === 'required');
  const direct = acting.map(({ spec, handler }) => ({ method: 'POST' as const, path: spec.path, handler }));
  return { express: app, listener: withDirectRoutes(app, front.map(({ handler }) => handler), direct, errors) };
}
