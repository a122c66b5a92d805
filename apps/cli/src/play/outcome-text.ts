import type { AnyGame, Outcome } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { outcomeSentence } from '@tabula/play';

/**
 * How a finished game reads on screen: `Blue wins: a piece entered the den.`, `Red resigned: Blue
 * wins.` — the sentence `@tabula/play` makes from the game's own words. `game` is the game or its id
 * (as a snapshot carries it), so that its words are the ones said.
 */
export function outcomeText(outcome: Outcome, names: readonly [string, string], game?: AnyGame | string): string {
  return outcomeSentence(outcome, names, gameOf(game));
}

/** The game itself, looked up by id when given one (an unknown id: none, so the words are borrowed). */
function gameOf(game: AnyGame | string | undefined): AnyGame | undefined {
  if (typeof game !== 'string') return game;
  const found = registry.get(game);
  return found.ok ? found.value.game : undefined;
}
