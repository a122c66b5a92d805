import type { Outcome } from '@tabula/engine-core';

/** How a finished game reads on screen: `Blue wins (den-entered)`, `Draw (mutual-destruction)`. */
export function outcomeText(outcome: Outcome, names: readonly [string, string]): string {
  if (outcome.winner === null) return `Draw (${outcome.reason})`;
  if (outcome.reason === 'resigned') return `${names[outcome.winner === 0 ? 1 : 0]} resigned: ${names[outcome.winner]} wins`;
  return `${names[outcome.winner]} wins (${outcome.reason})`;
}
