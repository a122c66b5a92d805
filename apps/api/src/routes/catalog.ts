import { Router } from 'express';
import type { GameEntry, Registry } from '@tabula/games';
import { ROUTES, expressPath } from '../http/api-routes.js';
import { validate } from '../http/validate.js';
import { methodNotAllowed, sendError } from '../http-errors.js';

/** The public description of a game, as the game picker shows it. */
export function describeGame(entry: GameEntry) {
  return {
    id: entry.id,
    name: entry.game.name,
    playerNames: entry.game.playerNames,
    hiddenInformation: entry.game.hiddenInformation,
    hasSetup: entry.game.setup !== undefined,
    ...entry.meta,
  };
}

/** `/api/catalog`: the registry's games (fixed at start-up, so only GET and HEAD). */
export function catalogRouter(registry: Registry): Router {
  const router = Router();
  router
    .route(expressPath(ROUTES.catalog))
    .get((_req, res) => {
      res.json({ games: registry.list().map(describeGame) });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  router
    .route(expressPath(ROUTES.catalogEntry))
    .get((req, res) => {
      const { params } = validate(ROUTES.catalogEntry, req);
      const found = registry.get(params.id);
      if (!found.ok) {
        sendError(res, 404, 'unknown-game', found.error.message);
        return;
      }
      res.json({ game: describeGame(found.value) });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  return router;
}
