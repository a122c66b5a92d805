import { createRng, type BoardPicture } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';

/**
 * A game's start as a spectator sees it, for the home page: Stratego's armies (drawn from a fixed
 * seed) stand as backs, since a spectator sees no rank before it is revealed (ST-9).
 */
export function startPicture(entry: GameEntry): BoardPicture | null {
  const { game } = entry;
  if (game.setup) {
    const started = game.setup.start(game.setup.random(0, createRng(1)), game.setup.random(1, createRng(2)));
    return started.ok ? game.picture(game.view(started.value, 'spectator')) : null;
  }
  return game.picture(game.view(game.start(createRng(1)), 'spectator'));
}
