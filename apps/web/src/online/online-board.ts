import type { BoardPicture } from '@tabula/engine-core';
import { registry, type Registry } from '@tabula/games';

/**
 * The board as it would stand after `move` from `position` — a capture chain's landings so far, drawn
 * before the turn is sent — or null when the move does not apply there. `games` is where the game is
 * found (every game, unless a test plays one of its own).
 */
export function pictureAfter(gameId: string, position: string | null, move: string, games: Registry = registry): BoardPicture | null {
  if (position === null) return null;
  const entry = games.get(gameId);
  if (!entry.ok) return null;
  const { game, notation } = entry.value;
  const state = notation.parsePosition(position);
  if (!state.ok) return null;
  const parsed = notation.parseMove(state.value, move);
  if (!parsed.ok) return null;
  const after = game.play(state.value, parsed.value);
  return after.ok ? game.picture(after.value) : null;
}
