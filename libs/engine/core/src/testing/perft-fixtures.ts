/**
 * One position of a game's perft fixture file (`src/__fixtures__/perft.json`): its position text
 * and its leaf counts, `counts[0]` at depth 1. Games add their own fields (rule ids, notes), kept as
 * they are and typed by the test that reads them (`perftFixtures<{ rules: string[] }>(json)`).
 */
export interface PerftFixture {
  readonly name: string;
  readonly position: string;
  readonly counts: readonly number[];
}

/**
 * The positions of a perft fixture file, as a test imports it
 * (`import json from '../__fixtures__/perft.json' with { type: 'json' }`): one way of reading them
 * for every game, which refuses a file that lost its shape rather than letting a test pass on nothing.
 */
export function perftFixtures<Extra extends object = object>(json: unknown): readonly (PerftFixture & Extra)[] {
  const positions = (json as { positions?: unknown } | null)?.positions;
  if (!Array.isArray(positions) || positions.length === 0) throw new Error('perft fixtures: expected { "positions": [ … ] } with at least one position');
  positions.forEach((entry: Partial<PerftFixture> | null, index) => {
    const where = `perft fixtures: position ${index}`;
    if (typeof entry?.name !== 'string') throw new Error(`${where} has no "name"`);
    if (typeof entry.position !== 'string') throw new Error(`${where} ("${entry.name}") has no "position" text`);
    if (!Array.isArray(entry.counts) || !entry.counts.every((count) => Number.isInteger(count) && count >= 0)) {
      throw new Error(`${where} ("${entry.name}") needs "counts", whole numbers ≥ 0`);
    }
  });
  return positions as (PerftFixture & Extra)[];
}
