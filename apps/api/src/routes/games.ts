import { Router } from 'express';
import type { GameEntry, Registry } from '@tabula/games';

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
  router.get('/', (_req, res) => {
    res.json({ games: registry.list().map(describeGame) });
  });
  router.get('/:id', (req, res) => {
    const found = registry.get(req.params.id);
    if (!found.ok) {
      res.status(404).json({ error: { code: 'unknown-game', message: found.error.message } });
      return;
    }
    res.json({ game: describeGame(found.value) });
  });
  return router;
}
