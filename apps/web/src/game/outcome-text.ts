import type { AnyGame, Outcome, Player } from '@tabula/engine-core';
import { outcomeSentence } from '@tabula/play';

/**
 * How a finished game reads on the banner: `White wins: the king was captured` — the sentence
 * `@tabula/play` makes from the game's own words, without its full stop, which the banner and the
 * status line put after it. Pass the game so that its words are the ones said.
 */
export function outcomeText(outcome: Outcome, names: readonly [string, string], game: AnyGame): string {
  return outcomeSentence(outcome, names, game).replace(/\.$/, '');
}

/** Where a game stands, for the status line. */
export interface TurnState {
  readonly outcome: Outcome | null;
  readonly toMove: Player | null;
  /** A bot is thinking about its move. */
  readonly thinking: boolean;
  /** The person's seat against a bot; null when two people share the device. */
  readonly you: Player | null;
  readonly names: readonly [string, string];
  /** The game, whose words say why it ended. */
  readonly game: AnyGame;
}

/** The status line's second half: `Blue to move (you)`, `Red to move — thinking…`, or the result. */
export function turnText({ outcome, toMove, thinking, you, names, game }: TurnState): string {
  if (outcome) return outcomeText(outcome, names, game);
  if (toMove === null) return '';
  return `${names[toMove]} to move${thinking ? ' — thinking…' : ''}${you === toMove ? ' (you)' : ''}`;
}
