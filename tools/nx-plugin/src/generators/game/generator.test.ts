import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { anatomyProblems, entryNames, readAnatomy, type Folder } from '../../anatomy/anatomy.js';
import { defaultRulePrefix, gameGenerator, paths, type GameGeneratorSchema } from './generator.cjs';

const workspaceRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const real = (path: string) => readFileSync(`${workspaceRoot}${path}`, 'utf-8');

/** The real files the generator edits, plus jungle's package.json to compare the layout with. */
const SEEDED = [
  paths.registry,
  paths.notationPackage,
  paths.gamesPackage,
  paths.rootTsconfig,
  paths.notationTsconfig,
  paths.gamesTsconfig,
  'libs/engine/jungle/package.json',
];

interface PackageJson {
  name: string;
  dependencies: Record<string, string>;
  nx: { name: string; tags: string[]; targets: Record<string, unknown> };
  [key: string]: unknown;
}

function seededTree(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const path of SEEDED) tree.write(path, real(path));
  return tree;
}

/** Runs the generator without the install task (tests never run npm). */
async function generate(tree: Tree, options: Partial<GameGeneratorSchema> = {}): Promise<void> {
  await gameGenerator(tree, { id: 'connect-four', files: 7, ranks: 6, skipInstall: true, ...options });
}

/** Whether `lines` appear in `text` in this order (other lines may come between them). */
function containsInOrder(text: string, lines: readonly string[]): boolean {
  const all = text.split('\n');
  let at = 0;
  for (const line of lines) {
    at = all.indexOf(line, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

describe('game generator', () => {
  let tree: Tree;
  beforeEach(async () => {
    tree = seededTree();
    await generate(tree);
  });

  it('creates the engine project with the layout of the existing games', () => {
    const root = 'libs/engine/connect-four';
    for (const file of [
      'package.json',
      'tsconfig.json',
      'tsconfig.lib.json',
      'tsconfig.spec.json',
      'vitest.config.ts',
      'eslint.config.mjs',
      'README.md',
      'src/index.ts',
      'src/game.ts',
      'src/state.ts',
      'src/board.ts',
      'src/rules.ts',
      'src/evaluate.ts',
      'src/picture.ts',
      'src/search-hooks.ts',
      'src/fast-perft.ts',
      'src/fast-perft.test.ts',
      'src/search-board/connect-four-board.ts',
      'src/search-board/connect-four-board.test.ts',
      'src/__fixtures__/perft.json',
      'src/rules.test.ts',
      'bench/perft.bench.ts',
    ]) {
      expect(tree.exists(`${root}/${file}`), file).toBe(true);
    }
    const pkg = readJson<PackageJson>(tree, `${root}/package.json`);
    const jungle = readJson<PackageJson>(tree, 'libs/engine/jungle/package.json');
    expect(pkg).toEqual({
      ...jungle,
      name: '@tabula/engine-connect-four',
      nx: { ...jungle.nx, name: 'engine-connect-four', tags: ['type:engine-game', 'platform:pure'] },
    });
    expect(pkg.nx.targets['bench']).toEqual(jungle.nx.targets['bench']);
    expect(pkg.dependencies).toEqual({ '@tabula/engine-core': '*' });
    expect(readJson(tree, `${root}/tsconfig.lib.json`)).toMatchObject({ references: [{ path: '../core/tsconfig.lib.json' }] });
    expect(tree.read(`${root}/vitest.config.ts`, 'utf-8')).toContain("name: 'engine-connect-four'");
  });

  it('lays out the engine and notation folders exactly as docs/anatomy.md says, with no levels.ts (the default ladder plays)', () => {
    const anatomy = readAnatomy(real('docs/anatomy.md'));
    const listing = (folder: string) => entryNames(tree.children(folder).map((name) => ({ name, directory: !tree.isFile(`${folder}/${name}`) })));
    const folders: [Folder, string][] = [
      ['engine', 'libs/engine/connect-four/src'],
      ['notation', 'libs/notation/src/connect-four'],
    ];
    for (const [folder, path] of folders) {
      expect(anatomyProblems(anatomy, 'connect-four', folder, listing(path)), folder).toEqual({ missing: [], unnamed: [] });
    }
    expect(tree.exists('libs/engine/connect-four/src/levels.ts')).toBe(false);
    expect(tree.read('libs/notation/src/connect-four/perft.test.ts', 'utf-8')).toContain("'../../../engine/connect-four/src/__fixtures__/perft.json'");
  });

  it('writes perft fixtures for the start and a golden record the notation tests read', () => {
    const fixtures = readJson<{ positions: { position: string; counts: number[] }[] }>(tree, 'libs/engine/connect-four/src/__fixtures__/perft.json');
    expect(fixtures.positions).toEqual([expect.objectContaining({ position: '7/7/7/7/7/7 x 1', counts: [42, 42 * 41, 42 * 41 * 40] })]);
    const record = tree.read('libs/notation/src/connect-four/record.test.ts', 'utf-8') as string;
    expect(record).toContain('[Game "connect-four"]\n[Result "1-0"]\n[Reason "line"]');
    expect(record).toContain('1. a1 a2 2. b1 b2 3. c1 c2 4. d1 1-0\n`;');
  });

  it('fills the templates: the requested board, names and rule ids, nothing left over', () => {
    const board = tree.read('libs/engine/connect-four/src/board.ts', 'utf-8') as string;
    expect(board).toContain('export const FILES = 7;');
    expect(board).toContain('export const RANKS = 6;');
    expect(board).toContain('export const LINE = 4;');
    const game = tree.read('libs/engine/connect-four/src/game.ts', 'utf-8') as string;
    expect(game).toContain("export const connectFour: Game<ConnectFourState, ConnectFourMove> = {");
    expect(game).toContain("id: 'connect-four',");
    expect(game).toContain("name: 'Connect Four',");
    expect(tree.read('libs/engine/connect-four/src/rules.ts', 'utf-8')).toContain("'CF-1'");
    const notation = tree.read('libs/notation/src/connect-four/index.ts', 'utf-8') as string;
    expect(notation).toContain('export const connectFourNotation: Notation<ConnectFourState, ConnectFourMove> = {');
    expect(tree.read('libs/notation/src/connect-four/conformance.test.ts', 'utf-8')).toContain("toBe('7/7/7/7/7/7 x 1')");
    for (const change of tree.listChanges()) {
      const text = change.content?.toString('utf-8') ?? '';
      expect(text, change.path).not.toMatch(/<%|%>|__tmpl__/);
      expect(change.path).not.toContain('__tmpl__');
    }
  });

  it('adds the engine to the notation and registry packages, keeping their other dependencies', () => {
    for (const file of [paths.notationPackage, paths.gamesPackage]) {
      const before = JSON.parse(real(file)) as PackageJson;
      const after = readJson<PackageJson>(tree, file);
      expect(after.dependencies).toEqual({ ...before.dependencies, '@tabula/engine-connect-four': '*' });
      expect({ ...after, dependencies: before.dependencies }).toEqual(before);
    }
  });

  it('adds one import pair and one entry to the registry, leaving the rest as it was', () => {
    const before = real(paths.registry);
    const after = tree.read(paths.registry, 'utf-8') as string;
    expect(containsInOrder(after, before.split('\n'))).toBe(true);
    expect(after).toContain("import { connectFour } from '@tabula/engine-connect-four';\nimport { connectFourNotation } from '@tabula/notation/connect-four';\n");
    const entries = after.slice(after.indexOf('gameEntries'));
    expect(entries).toMatch(
      /\n {2}\{\n {4}id: 'connect-four',\n {4}game: connectFour,\n {4}notation: connectFourNotation,\n {4}meta: \{\n {6}summary: '[^'\n]+',\n {6}board: '7×6',\n {6}origin: '[^'\n]+',\n {4}\},\n {2}\},\n\];/,
    );
    const added = after.split('\n').length - before.split('\n').length;
    expect(added).toBe(2 + 10);
  });

  it('adds the project references nx sync would add', () => {
    expect(readJson(tree, paths.rootTsconfig).references).toContainEqual({ path: './libs/engine/connect-four' });
    for (const file of [paths.notationTsconfig, paths.gamesTsconfig]) {
      const { references } = readJson<{ references: { path: string }[] }>(tree, file);
      expect(references[0]).toEqual({ path: '../engine/connect-four/tsconfig.lib.json' });
      expect(references.slice(1)).toEqual(JSON.parse(real(file)).references);
    }
  });

  it('refuses an id that already exists, with a clear error', async () => {
    await expect(generate(tree)).rejects.toThrow("A game 'connect-four' already exists (libs/engine/connect-four exists)");
    const fresh = seededTree();
    fresh.write('libs/engine/core/package.json', real('libs/engine/core/package.json'));
    await expect(generate(fresh, { id: 'jungle' })).rejects.toThrow(/A game 'jungle' already exists/);
    await expect(generate(fresh, { id: 'core' })).rejects.toThrow(/already exists/);
  });

  it('refuses an id registered without an engine folder', async () => {
    const fresh = seededTree();
    const registry = real(paths.registry).replace(/= \[\n/, "= [\n  { id: 'gomoku', game: gomoku },\n");
    fresh.write(paths.registry, registry);
    await expect(generate(fresh, { id: 'gomoku' })).rejects.toThrow(`${paths.registry} already lists it`);
  });

  it.each([
    [{ id: 'Connect-Four' }, /not valid/],
    [{ id: '4-in-a-row' }, /not valid/],
    [{ id: 'connect--four' }, /not valid/],
    [{ id: 'four-' }, /not valid/],
    [{ id: 'delete' }, /reserved word/],
    [{ id: 'geometry' }, /clashes/],
    [{ id: 'tiny', files: 27 }, /--files/],
    [{ id: 'tiny', ranks: 1 }, /--ranks/],
    [{ id: 'tiny', files: 3, ranks: 3, line: 4 }, /--line must be a whole number from 2 to 3/],
    [{ id: 'tiny', rulePrefix: 'cf' }, /--rulePrefix/],
  ])('refuses bad options %j', async (options, message) => {
    await expect(generate(seededTree(), options)).rejects.toThrow(message);
  });

  it('defaults: a name from the id, four in a row (or the longer side), a rule prefix from the id', async () => {
    const fresh = seededTree();
    await gameGenerator(fresh, { id: 'tiny-tac', files: 3, ranks: 3, skipInstall: true });
    expect(fresh.read('libs/engine/tiny-tac/src/board.ts', 'utf-8')).toContain('export const LINE = 3;');
    expect(fresh.read('libs/engine/tiny-tac/src/game.ts', 'utf-8')).toContain("name: 'Tiny Tac',");
    expect(fresh.read('libs/engine/tiny-tac/src/rules.ts', 'utf-8')).toContain("'TT-1'");
    expect(defaultRulePrefix('gomoku')).toBe('GO');
    expect(defaultRulePrefix('nine-mens-morris')).toBe('NMM');
  });

  it('quotes a display name safely', async () => {
    const fresh = seededTree();
    await generate(fresh, { id: 'mens', name: "Nine Men's Morris & Co" });
    expect(fresh.read('libs/engine/mens/src/game.ts', 'utf-8')).toContain('name: "Nine Men\'s Morris & Co",');
    expect(fresh.read('libs/engine/mens/README.md', 'utf-8')).toContain("Nine Men's Morris & Co for Tabula");
    for (const change of fresh.listChanges()) expect(change.content?.toString('utf-8'), change.path).not.toMatch(/&#|&amp;/);
  });
});
