import type { Outcome } from '@tabula/engine-core';

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
