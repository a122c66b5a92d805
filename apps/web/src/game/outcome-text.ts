import type { Outcome, Player } from '@tabula/engine-core';

// What each outcome reason means, in words (docs/rules.md lists the reasons and their rules).
const REASONS: Readonly<Record<string, string>> = {
  'no-moves': 'the player to move had no legal move',
  'lion-captured': 'the lion was captured',
  'all-captured': 'every piece of one side was captured',
  'mutual-destruction': 'no piece is left on the board',
  'den-entered': 'a piece entered the den',
  'flag-captured': 'the flag was captured',
  'king-captured': 'the king was captured',
  adjudicated: 'the game was stopped',
};

/** How a finished game reads on the banner: `White wins: the king was captured`. */
export function outcomeText(outcome: Outcome, names: readonly [string, string]): string {
  if (outcome.reason === 'resigned' && outcome.winner !== null) return `${names[outcome.winner === 0 ? 1 : 0]} resigned: ${names[outcome.winner]} wins`;
  const why = REASONS[outcome.reason] ?? outcome.reason;
  return outcome.winner === null ? `Draw: ${why}` : `${names[outcome.winner]} wins: ${why}`;
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
}

/** The status line's second half: `Blue to move (you)`, `Red to move — thinking…`, or the result. */
export function turnText({ outcome, toMove, thinking, you, names }: TurnState): string {
  if (outcome) return outcomeText(outcome, names);
  if (toMove === null) return '';
  return `${names[toMove]} to move${thinking ? ' — thinking…' : ''}${you === toMove ? ' (you)' : ''}`;
}
