import type { BoardPicture } from '@tabula/engine-core';
import { registry } from '@tabula/games';

/**
 * The board a viewer may see, drawn from the position text the server sent for that viewer (hidden
 * Stratego ranks come as `X`/`x` and stay unknown pieces): parsed by the game's notation, pictured by
 * the game, so the page draws exactly what the server showed and knows no rules of its own.
 */
export function pictureOfPosition(gameId: string, position: string | null): BoardPicture | null {
  if (position === null) return null;
  const entry = registry.get(gameId);
  if (!entry.ok) return null;
  const state = entry.value.notation.parsePosition(position);
  return state.ok ? entry.value.game.picture(state.value) : null;
}
