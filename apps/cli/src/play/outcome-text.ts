import type { AnyGame, Outcome } from '@tabula/engine-core';
import { outcomeSentence } from '@tabula/play';

/**
 * How a finished game reads on screen: `Blue wins: a piece entered the den.`, `Red resigned: Blue
 * wins.` — the sentence `@tabula/play` makes from the game's own words, never a bare reason id. The
 * game is the one being played (its entry's), not looked up again, so a game of any registry reads.
 */
export function outcomeText(outcome: Outcome, names: readonly [string, string], game: AnyGame): string {
  return outcomeSentence(outcome, names, game);
}
