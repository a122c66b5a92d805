/** A block of the rule book as the rules page draws it. */
export type RuleBlock =
  | { readonly kind: 'heading'; readonly level: number; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'table'; readonly header: readonly string[]; readonly rows: readonly (readonly string[])[] };

function cellsOf(line: string): string[] {
  return line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
}

/**
 * The blocks of a piece of the rule book (docs/rules.md is Markdown of a few kinds: headings,
 * paragraphs, lists, tables and diagrams), enough to show it as a page without a Markdown library.
 */
export function parseBlocks(markdown: string): RuleBlock[] {
  const blocks: RuleBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] as string;
    if (line.startsWith('```')) {
      const end = lines.findIndex((candidate, index) => index > i && candidate.startsWith('```'));
      const stop = end < 0 ? lines.length : end;
      blocks.push({ kind: 'code', text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      blocks.push({ kind: 'heading', level, text: line.slice(level + 1) });
      i += 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] as string).startsWith('|')) rows.push(cellsOf(lines[i++] as string));
      const [header = [], , ...body] = rows;
      blocks.push({ kind: 'table', header, rows: body });
    } else if (/^\s*- /.test(line)) {
      const items: string[] = [];
      while (i < lines.length && /^\s*- /.test(lines[i] as string)) {
        let item = (lines[i++] as string).replace(/^\s*- /, '');
        while (i < lines.length && /^\s{2,}\S/.test(lines[i] as string)) item += ` ${(lines[i++] as string).trim()}`;
        items.push(item);
      }
      blocks.push({ kind: 'list', items });
    } else if (line.trim() === '' || line.trim() === '---') {
      i += 1;
    } else {
      const text: string[] = [];
      while (i < lines.length && (lines[i] as string).trim() !== '' && !/^(#|\||```|\s*- )/.test(lines[i] as string)) text.push((lines[i++] as string).trim());
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

/**
 * The parts of the rule book for one game: the rules every game shares, and the game's own section
 * (found by its id in the section heading, e.g. "## 3. Jungle — `jungle`").
 */
export function rulesFor(markdown: string, gameId: string): { shared: string; own: string } | null {
  const sections = markdown.split(/\n(?=## )/);
  const own = sections.find((section) => section.split('\n', 1)[0]?.includes(`\`${gameId}\``));
  const shared = sections.find((section) => section.startsWith('## Rules for every game')) ?? '';
  return own ? { shared, own } : null;
}

/**
 * A heading of the rule book as a player reads it: the book's section number, the game's id and its
 * origin (`## 3. Jungle — \`jungle\` (seed 002)`) are for contributors, so the page shows `Jungle`.
 */
export function headingForPlayers(text: string): string {
  return text
    .replace(/^\d+\.\s+/, '')
    .replace(/\s+—\s+`[^`]+`/, '')
    .replace(/\s*\(seed \d+\)/, '')
    .trim();
}
