import { Router } from 'express';
import type { GameEntry, Registry } from '@tabula/games';
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

/** `/api/games`: the registry's games. */
export function gamesRouter(registry: Registry): Router {
  const router = Router();
  // Read-only: the games are fixed at start-up, so every other method is refused with 405.
  router
    .route('/')
    .get((_req, res) => {
      res.json({ games: registry.list().map(describeGame) });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  router
    .route('/:id')
    .get((req, res) => {
      const found = registry.get(req.params.id);
      if (!found.ok) {
        sendError(res, 404, 'unknown-game', found.error.message);
        return;
      }
      res.json({ game: describeGame(found.value) });
    })
    .all(methodNotAllowed(['GET', 'HEAD']));
  return router;
}
