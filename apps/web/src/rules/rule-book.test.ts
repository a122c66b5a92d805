import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { headingForPlayers, parseBlocks, rulesFor } from './rule-book.js';

const book = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');

describe('rule book', () => {
  it('has a section with rule ids for every registered game', () => {
    for (const entry of registry.list()) {
      const rules = rulesFor(book, entry.id);
      expect(rules, entry.id).not.toBeNull();
      const tables = parseBlocks(rules?.own ?? '').filter((block) => block.kind === 'table');
      const ids = tables.flatMap((table) => (table.kind === 'table' ? table.rows.map((row) => row[0]) : []));
      expect(ids.some((id) => /^\*\*[A-Z]+-1\*\*$/.test(id ?? '')), entry.id).toBe(true);
    }
    expect(rulesFor(book, 'go')).toBeNull();
  });

  it('reads headings, paragraphs, lists, diagrams and tables', () => {
    const blocks = parseBlocks(['## Title', '', 'Some `code` and', 'more.', '', '- one', '  continued', '- two', '', '```', 'a b', '```', '', '| id | rule |', '|---|---|', '| **X-1** | r |'].join('\n'));
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'Some `code` and more.' },
      { kind: 'list', items: ['one continued', 'two'] },
      { kind: 'code', text: 'a b' },
      { kind: 'table', header: ['id', 'rule'], rows: [['**X-1**', 'r']] },
    ]);
  });

  it("titles each game's rules for players: no section number, id or origin", () => {
    expect(headingForPlayers('3. Jungle — `jungle` (seed 002)')).toBe('Jungle');
    expect(headingForPlayers('Rules for every game')).toBe('Rules for every game');
    for (const entry of registry.list()) {
      const title = parseBlocks(rulesFor(book, entry.id)?.own ?? '')[0];
      const text = title?.kind === 'heading' ? headingForPlayers(title.text) : '';
      expect(text, entry.id).toBe(entry.game.name);
    }
  });
});
