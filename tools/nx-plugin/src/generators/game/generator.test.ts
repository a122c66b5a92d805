import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anatomyProblems, entryNames, readAnatomy, type Folder } from '../../anatomy/anatomy.js';
import { defaultRulePrefix, gameGenerator, paths, type GameGeneratorSchema } from './generator.cjs';
import { assertFreeForTests, TEST_IDS } from './testing/test-ids.js';

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
  await gameGenerator(tree, { id: TEST_IDS.placement, files: 7, ranks: 6, skipInstall: true, ...options });
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
  // The tests' games have ids no real game takes; should one ever be taken, say so rather than fail obscurely.
  beforeAll(() => {
    for (const id of Object.values(TEST_IDS)) assertFreeForTests(workspaceRoot, id);
  });

  let tree: Tree;
  beforeEach(async () => {
    tree = seededTree();
    await generate(tree);
  });

  it('creates the engine project with the layout of the existing games', () => {
    const root = 'libs/engine/zz-test-placement';
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
      'src/search-board/zz-test-placement-board.ts',
      'src/search-board/zz-test-placement-board.test.ts',
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
      name: '@tabula/engine-zz-test-placement',
      nx: { ...jungle.nx, name: 'engine-zz-test-placement', tags: ['type:engine-game', 'platform:pure'] },
    });
    expect(pkg.nx.targets['bench']).toEqual(jungle.nx.targets['bench']);
    expect(pkg.dependencies).toEqual({ '@tabula/engine-core': '*' });
    expect(readJson(tree, `${root}/tsconfig.lib.json`)).toMatchObject({ references: [{ path: '../core/tsconfig.lib.json' }] });
    expect(tree.read(`${root}/vitest.config.ts`, 'utf-8')).toContain("name: 'engine-zz-test-placement'");
  });

  it('lays out the engine and notation folders exactly as docs/anatomy.md says, with no levels.ts (the default ladder plays)', () => {
    const anatomy = readAnatomy(real('docs/anatomy.md'));
    const listing = (folder: string) => entryNames(tree.children(folder).map((name) => ({ name, directory: !tree.isFile(`${folder}/${name}`) })));
    const folders: [Folder, string][] = [
      ['engine', 'libs/engine/zz-test-placement/src'],
      ['notation', 'libs/notation/src/zz-test-placement'],
    ];
    for (const [folder, path] of folders) {
      expect(anatomyProblems(anatomy, 'zz-test-placement', folder, listing(path)), folder).toEqual({ missing: [], unnamed: [] });
    }
    expect(tree.exists('libs/engine/zz-test-placement/src/levels.ts')).toBe(false);
    expect(tree.read('libs/notation/src/zz-test-placement/perft.test.ts', 'utf-8')).toContain("'../../../engine/zz-test-placement/src/__fixtures__/perft.json'");
  });

  it('writes perft fixtures for the start and a golden record the notation tests read', () => {
    const fixtures = readJson<{ positions: { position: string; counts: number[] }[] }>(tree, 'libs/engine/zz-test-placement/src/__fixtures__/perft.json');
    expect(fixtures.positions).toEqual([expect.objectContaining({ position: '7/7/7/7/7/7 x 1', counts: [42, 42 * 41, 42 * 41 * 40] })]);
    const record = tree.read('libs/notation/src/zz-test-placement/record.test.ts', 'utf-8') as string;
    expect(record).toContain('[Game "zz-test-placement"]\n[Result "1-0"]\n[Reason "line"]');
    expect(record).toContain('1. a1 a2 2. b1 b2 3. c1 c2 4. d1 1-0\n`;');
  });

  it('fills the templates: the requested board, names and rule ids, nothing left over', () => {
    const board = tree.read('libs/engine/zz-test-placement/src/board.ts', 'utf-8') as string;
    expect(board).toContain('export const FILES = 7;');
    expect(board).toContain('export const RANKS = 6;');
    expect(board).toContain('export const LINE = 4;');
    const game = tree.read('libs/engine/zz-test-placement/src/game.ts', 'utf-8') as string;
    expect(game).toContain("export const zzTestPlacement: Game<ZzTestPlacementState, ZzTestPlacementMove> = {");
    expect(game).toContain("id: 'zz-test-placement',");
    expect(game).toContain("name: 'Zz Test Placement',");
    expect(tree.read('libs/engine/zz-test-placement/src/rules.ts', 'utf-8')).toContain("'ZTP-1'");
    const notation = tree.read('libs/notation/src/zz-test-placement/index.ts', 'utf-8') as string;
    expect(notation).toContain('export const zzTestPlacementNotation: Notation<ZzTestPlacementState, ZzTestPlacementMove> = {');
    expect(tree.read('libs/notation/src/zz-test-placement/conformance.test.ts', 'utf-8')).toContain("toBe('7/7/7/7/7/7 x 1')");
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
      expect(after.dependencies).toEqual({ ...before.dependencies, '@tabula/engine-zz-test-placement': '*' });
      expect({ ...after, dependencies: before.dependencies }).toEqual(before);
    }
  });

  it('adds one import pair and one entry to the registry, leaving the rest as it was', () => {
    const before = real(paths.registry);
    const after = tree.read(paths.registry, 'utf-8') as string;
    expect(containsInOrder(after, before.split('\n'))).toBe(true);
    expect(after).toContain("import { zzTestPlacement } from '@tabula/engine-zz-test-placement';\nimport { zzTestPlacementNotation } from '@tabula/notation/zz-test-placement';\n");
    const entries = after.slice(after.indexOf('gameEntries'));
    expect(entries).toMatch(
      /\n {2}\{\n {4}id: 'zz-test-placement',\n {4}game: zzTestPlacement,\n {4}notation: zzTestPlacementNotation,\n {4}meta: \{\n {6}summary: '[^'\n]+',\n {6}board: '7×6',\n {6}origin: '[^'\n]+',\n {6}sideHues: \['red', 'blue'\],\n {6}captures: false,\n {4}\},\n {2}\},\n\];/,
    );
    const added = after.split('\n').length - before.split('\n').length;
    expect(added).toBe(2 + 12);
  });

  it("gives the entry summary and origin that say they are placeholders, red and blue sides and no captures", () => {
    const after = tree.read(paths.registry, 'utf-8') as string;
    const entry = after.slice(after.indexOf("id: 'zz-test-placement'"));
    expect(entry).toMatch(/summary: 'Placeholder, replace it: starter rules, stones placed in turn on a 7×6 board, 4 in a row wins\.',/);
    expect(entry).toMatch(/origin: 'Placeholder, replace it: where Zz Test Placement comes from \(made by nx g @tabula\/nx-plugin:game\)\.',/);
    expect(entry).toMatch(/sideHues: \['red', 'blue'\],\n {6}captures: false,/);
  });

  it('words every reason its status gives (the conformance kit fails a reason without words)', () => {
    const rules = tree.read('libs/engine/zz-test-placement/src/rules.ts', 'utf-8') as string;
    const reasons = [...rules.matchAll(/\bover\([^,]+, '([^']+)'\)/g)].map((match) => match[1]);
    expect(reasons).toEqual(['line', 'board-full']);
    const words = tree.read('libs/engine/zz-test-placement/src/outcome-words.ts', 'utf-8') as string;
    expect(words).toContain('  line: `${LINE} stones stand in a row`,\n');
    expect(words).toContain("  'board-full': 'the board is full',\n");
    expect(tree.read('libs/engine/zz-test-placement/src/game.ts', 'utf-8')).toContain('  outcomeWords: OUTCOME_WORDS,\n');
  });

  it('adds the project references nx sync would add', () => {
    expect(readJson(tree, paths.rootTsconfig).references).toContainEqual({ path: './libs/engine/zz-test-placement' });
    for (const file of [paths.notationTsconfig, paths.gamesTsconfig]) {
      const { references } = readJson<{ references: { path: string }[] }>(tree, file);
      expect(references[0]).toEqual({ path: '../engine/zz-test-placement/tsconfig.lib.json' });
      expect(references.slice(1)).toEqual(JSON.parse(real(file)).references);
    }
  });

  it('refuses an id that already exists, with a clear error', async () => {
    await expect(generate(tree)).rejects.toThrow("A game 'zz-test-placement' already exists (libs/engine/zz-test-placement exists)");
    const fresh = seededTree();
    fresh.write('libs/engine/core/package.json', real('libs/engine/core/package.json'));
    await expect(generate(fresh, { id: 'jungle' })).rejects.toThrow(/A game 'jungle' already exists/);
    await expect(generate(fresh, { id: 'core' })).rejects.toThrow(/already exists/);
  });

  it("stops with a clear message when a real game has taken a test's id", () => {
    expect(() => assertFreeForTests(workspaceRoot, 'jungle')).toThrow(
      "The test id 'jungle' is taken by a real game (libs/engine/jungle exists; libs/notation/src/jungle exists; libs/games/src/registry.ts lists it)",
    );
    expect(() => assertFreeForTests(workspaceRoot, TEST_IDS.placement)).not.toThrow();
  });

  it('refuses an id registered without an engine folder', async () => {
    const fresh = seededTree();
    const registry = real(paths.registry).replace(/= \[\n/, "= [\n  { id: 'zz-test-listed', game: zzTestListed },\n");
    fresh.write(paths.registry, registry);
    await expect(generate(fresh, { id: 'zz-test-listed' })).rejects.toThrow(`${paths.registry} already lists it`);
  });

  it.each([
    [{ id: 'Connect-Four' }, /not valid/],
    [{ id: '4-in-a-row' }, /not valid/],
    [{ id: 'connect--four' }, /not valid/],
    [{ id: 'four-' }, /not valid/],
    [{ id: 'delete' }, /reserved word/],
    [{ id: 'geometry' }, /clashes/],
    [{ id: 'zz-test-tiny', files: 27 }, /--files/],
    [{ id: 'zz-test-tiny', ranks: 1 }, /--ranks/],
    [{ id: 'zz-test-tiny', files: 3, ranks: 3, line: 4 }, /--line must be a whole number from 2 to 3/],
    [{ id: 'zz-test-tiny', rulePrefix: 'cf' }, /--rulePrefix/],
  ])('refuses bad options %j', async (options, message) => {
    await expect(generate(seededTree(), options)).rejects.toThrow(message);
  });

  it('defaults: a name from the id, four in a row (or the longer side), a rule prefix from the id', async () => {
    const fresh = seededTree();
    await gameGenerator(fresh, { id: 'zz-test-tiny-tac', files: 3, ranks: 3, skipInstall: true });
    expect(fresh.read('libs/engine/zz-test-tiny-tac/src/board.ts', 'utf-8')).toContain('export const LINE = 3;');
    expect(fresh.read('libs/engine/zz-test-tiny-tac/src/game.ts', 'utf-8')).toContain("name: 'Zz Test Tiny Tac',");
    expect(fresh.read('libs/engine/zz-test-tiny-tac/src/rules.ts', 'utf-8')).toContain("'ZTT-1'");
    expect(defaultRulePrefix('gomoku')).toBe('GO');
    expect(defaultRulePrefix('nine-mens-morris')).toBe('NMM');
  });

  it('quotes a display name safely', async () => {
    const fresh = seededTree();
    await generate(fresh, { id: 'zz-test-quoted-name', name: "Nine Men's Morris & Co" });
    expect(fresh.read(paths.registry, 'utf-8')).toContain(`origin: "Placeholder, replace it: where Nine Men's Morris & Co comes from (made by nx g @tabula/nx-plugin:game).",`);
    expect(fresh.read('libs/engine/zz-test-quoted-name/src/game.ts', 'utf-8')).toContain('name: "Nine Men\'s Morris & Co",');
    expect(fresh.read('libs/engine/zz-test-quoted-name/README.md', 'utf-8')).toContain("Nine Men's Morris & Co for Tabula");
    for (const change of fresh.listChanges()) expect(change.content?.toString('utf-8'), change.path).not.toMatch(/&#|&amp;/);
  });
});
