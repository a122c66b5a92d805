import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from './registry.js';

// README "Adding a game" lists what a new game fills besides its code. The generator can write code that
// works, but only the game's author can write its documents: these tests fail until they are written, so
// a game never ships with an empty rule book section, a placeholder summary or an unnamed outcome.
const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const rules = read('docs/rules.md');
const notation = read('docs/notation.md');
const readme = read('README.md');

/** The first cells of a Markdown table's rows: `| \`jungle\` | …` gives `jungle`. */
function rowKeys(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1] as string));
}

describe('every registered game is documented', () => {
  const games = registry.list();

  it("has a row in docs/notation.md's positions table and in the README's games table", () => {
    const notationRows = rowKeys(notation);
    const readmeRows = rowKeys(readme);
    for (const { id } of games) {
      expect(notationRows.has(id), `docs/notation.md has no row for ${id}`).toBe(true);
      expect(readmeRows.has(id), `README.md's games table has no row for ${id}`).toBe(true);
    }
  });

  it("lists each outcome reason the game words in docs/rules.md's table of reasons", () => {
    const reasons = rowKeys(rules);
    for (const { id, game } of games) {
      for (const reason of Object.keys(game.outcomeWords ?? {})) {
        expect(reasons.has(reason), `docs/rules.md's reasons table lacks ${reason} (${id})`).toBe(true);
      }
    }
  });

  it('has a summary and an origin of its own, not the placeholder the generator writes', () => {
    for (const { id, meta } of games) {
      for (const text of [meta.summary, meta.origin]) {
        expect(text.trim().length, id).toBeGreaterThan(0);
        expect(text, `${id}'s registry entry still has the generator's placeholder`).not.toMatch(/placeholder/i);
      }
    }
  });
});
