import type { AnyGame, Outcome } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { outcomeSentence } from '@tabula/play';

/**
 * How a finished game reads on screen: `Blue wins: a piece entered the den.`, `Red resigned: Blue
 * wins.` — the sentence `@tabula/play` makes from the game's own words. `game` is the game or its id
 * (as a snapshot carries it).
 */
export function outcomeText(outcome: Outcome, names: readonly [string, string], game: AnyGame | string): string {
  return outcomeSentence(outcome, names, typeof game === 'string' ? gameOf(game) : game);
}

/** A snapshot's game, which the registry always has: the snapshot was made by one of its games. */
function gameOf(id: string): AnyGame {
  const found = registry.get(id);
  if (!found.ok) throw new Error(`no registered game ${id}`);
  return found.value.game;
}
