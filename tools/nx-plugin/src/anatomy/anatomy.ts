/**
 * docs/anatomy.md read as data: the shared roles of a game's engine and notation folders (required and
 * optional files) and each game's own files. `anatomyProblems` holds one game's folder listing to
 * them, so the same check covers the five games on disk and a game the generator has just made.
 */

/** The rows of the first table after the heading that starts with `heading`. */
function tableRows(page: string, heading: string): string[][] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`docs/anatomy.md has no section "## ${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) continue;
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows.slice(1); // the header
}

/** The file names a cell holds in backticks (`a.ts`, `b.ts`). */
const namesIn = (cell: string | undefined): string[] => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

export type Folder = 'engine' | 'notation';

export interface Layout {
  readonly required: readonly string[];
  readonly optional: readonly string[];
}

export interface Anatomy {
  readonly engine: Layout;
  readonly notation: Layout;
  /** The files docs/anatomy.md names as `game`'s own in `folder`. */
  ownFiles(game: string, folder: Folder): readonly string[];
}

/** A folder's shared roles: required, optional (the role says so), wildcard rows left out. */
function layout(page: string, heading: string): Layout {
  const rows = tableRows(page, heading).filter(([file]) => !file?.includes('*'));
  const pick = (optional: boolean) => rows.filter(([, role]) => (role ?? '').startsWith('optional') === optional).flatMap(([file]) => namesIn(file));
  return { required: pick(false), optional: pick(true) };
}

/** Reads the anatomy page's tables. */
export function readAnatomy(page: string): Anatomy {
  const own = tableRows(page, "Each game's own files");
  return {
    engine: layout(page, 'The engine folder'),
    notation: layout(page, 'The notation folder'),
    ownFiles: (game, folder) => own.filter(([rowGame, rowFolder]) => rowGame === game && rowFolder === folder).flatMap(([, , files]) => namesIn(files)),
  };
}

/** One entry of a folder listing: a file, or a directory. */
export interface FolderEntry {
  readonly name: string;
  readonly directory: boolean;
}

/** A folder's entries as the tables name them: directories with a trailing `/`, `__fixtures__` by its file. */
export function entryNames(entries: readonly FolderEntry[]): string[] {
  return entries.map(({ name, directory }) => {
    if (!directory) return name;
    return name === '__fixtures__' ? '__fixtures__/perft.json' : `${name}/`;
  });
}

export interface AnatomyProblems {
  /** Files a table requires that the folder lacks. */
  readonly missing: string[];
  /** Files in the folder that no table names. */
  readonly unnamed: string[];
}

/** What is wrong with `game`'s `folder`, given its entry names (see {@link entryNames}); empty lists when it follows the page. */
export function anatomyProblems(anatomy: Anatomy, game: string, folder: Folder, present: readonly string[]): AnatomyProblems {
  const shared = anatomy[folder];
  const named = new Set([...shared.required, ...shared.optional, ...anatomy.ownFiles(game, folder)]);
  return {
    missing: shared.required.filter((name) => !present.includes(name)),
    unnamed: present.filter((name) => !named.has(name)),
  };
}
