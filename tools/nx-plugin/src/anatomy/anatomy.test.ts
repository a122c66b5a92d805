import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/anatomy.md's tables against the game folders on disk: every file a table requires is there,
 * and every file there is named by a table (the shared roles, or the game's own files). A file
 * renamed, added or moved without the page following fails here.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const page = readFileSync(`${root}docs/anatomy.md`, 'utf8');

/** The rows of the first table after a heading that starts with `heading`. */
function tableRows(heading: string): string[][] {
  const start = page.split('\n').findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`docs/anatomy.md has no section "## ${heading}"`);
  const rows: string[][] = [];
  for (const line of page.split('\n').slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) continue;
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows.slice(1); // the header
}

/** The file names a cell holds in backticks (`a.ts`, `b.ts`). */
const namesIn = (cell: string | undefined): string[] => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

interface Layout {
  readonly required: string[];
  readonly optional: string[];
}

/** A folder's shared roles: required, optional (the role says so), wildcard rows left out. */
function layout(heading: string): Layout {
  const rows = tableRows(heading).filter(([file]) => !file?.includes('*'));
  const pick = (optional: boolean) => rows.filter(([, role]) => (role ?? '').startsWith('optional') === optional).flatMap(([file]) => namesIn(file));
  return { required: pick(false), optional: pick(true) };
}

const engine = layout('The engine folder');
const notation = layout('The notation folder');
const ownFiles = tableRows("Each game's own files");
const ownOf = (game: string, folder: 'engine' | 'notation') =>
  ownFiles.filter(([rowGame, rowFolder]) => rowGame === game && rowFolder === folder).flatMap(([, , files]) => namesIn(files));

/** The games: every engine project but the core that has a notation folder. */
const games = readdirSync(`${root}libs/engine`).filter((name) => name !== 'core' && existsSync(`${root}libs/notation/src/${name}`));

/** A folder's entries as the tables name them: directories with a trailing `/`, `__fixtures__` by its file. */
function entries(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).map((entry) => {
    if (!entry.isDirectory()) return entry.name;
    return entry.name === '__fixtures__' ? '__fixtures__/perft.json' : `${entry.name}/`;
  });
}

describe('docs/anatomy.md', () => {
  it('names the shared roles of both folders', () => {
    expect(engine.required).toEqual(expect.arrayContaining(['index.ts', 'game.ts', 'state.ts', 'rules.ts', 'search-hooks.ts', 'fast-perft.ts', 'search-board/']));
    expect(notation.required).toEqual(expect.arrayContaining(['index.ts', 'position-text.ts', 'move-text.ts', 'conformance.test.ts']));
    expect(games).toEqual(expect.arrayContaining(['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess']));
  });

  describe.each(games)('%s', (game) => {
    it.each([
      ['engine', `${root}libs/engine/${game}/src`, engine],
      ['notation', `${root}libs/notation/src/${game}`, notation],
    ] as const)('its %s folder has every required file and only files the page names', (folder, path, shared) => {
      const present = entries(path);
      expect(shared.required.filter((name) => !present.includes(name)), 'required files missing').toEqual([]);
      const named = new Set([...shared.required, ...shared.optional, ...ownOf(game, folder)]);
      expect(present.filter((name) => !named.has(name)), 'files docs/anatomy.md does not name').toEqual([]);
    });
  });
});
