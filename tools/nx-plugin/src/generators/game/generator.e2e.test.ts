import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anatomyProblems, entryNames, readAnatomy } from '../../anatomy/anatomy.js';
import { gameGenerator, paths } from './generator.cjs';
import { assertFreeForTests, TEST_IDS } from './testing/test-ids.js';

/**
 * End to end: generates a game into a temporary copy of the workspace (its committed files, with
 * node_modules linked as npm workspaces link them) and proves there what a developer would see: the
 * folders follow docs/anatomy.md, lint, typecheck and the game's tests pass, the `tabula` command
 * and the API server built there play a whole game of it through the registry, and Nx counts only the
 * new game — never the five others — as affected by a change to it. One copy serves every check; the repository is
 * never touched. Set TABULA_SKIP_E2E=1 to skip it (one and a half minutes on a busy 2-core machine).
 */
const workspaceRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const modules = join(workspaceRoot, 'node_modules');
const id = TEST_IDS.e2e;
const GAMES = ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess'];
/** The files the generator reads or edits, seeded into its tree from the copy. */
const EDITED = [paths.rootTsconfig, paths.notationPackage, paths.notationTsconfig, paths.gamesPackage, paths.gamesTsconfig, paths.registry];

interface Run {
  readonly status: number | null;
  readonly output: string;
}

/** The workspace's project folders, from the root package.json's `workspaces` (`apps/*`, `libs/play` …). */
function workspaceProjects(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf-8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Runs a Node script (a path, or one in the workspace's node_modules) in the copy: colours off, Nx without daemon or cache. */
function node(cwd: string, script: string, args: readonly string[]): Run {
  const result = spawnSync(process.execPath, [script.startsWith('/') ? script : join(modules, script), ...args], {
    cwd,
    encoding: 'utf-8',
    timeout: 240_000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe.skipIf(process.env['TABULA_SKIP_E2E'] === '1')('a generated game, end to end', () => {
  let scratch = '';
  const at = (path: string) => join(scratch, path);

  beforeAll(async () => {
    assertFreeForTests(workspaceRoot, id);
    scratch = mkdtempSync(join(tmpdir(), 'tabula-game-generator-'));
    // The committed workspace: other work in progress in the checkout cannot break (or mend) this test.
    const archive = spawnSync('sh', ['-c', `git -C '${workspaceRoot}' archive --format=tar HEAD | tar -x -C '${scratch}'`], { encoding: 'utf-8' });
    if (archive.status !== 0) throw new Error(`could not copy the workspace: ${archive.stderr}`);

    // node_modules as `npm install` leaves it: the installed packages, and @tabula links to the copy's projects.
    mkdirSync(at('node_modules/@tabula'), { recursive: true });
    for (const entry of readdirSync(modules)) if (entry !== '@tabula') symlinkSync(join(modules, entry), at(`node_modules/${entry}`));
    for (const entry of readdirSync(join(modules, '@tabula'))) symlinkSync(readlinkSync(join(modules, '@tabula', entry)), at(`node_modules/@tabula/${entry}`));
    symlinkSync(`../../libs/engine/${id}`, at(`node_modules/@tabula/engine-${id}`));
    // A package npm could not hoist (the root holds another version of it) sits in its project's own
    // node_modules: the cli's string-width, for one.
    for (const project of workspaceProjects()) {
      const own = join(workspaceRoot, project, 'node_modules');
      if (existsSync(own) && existsSync(at(project))) symlinkSync(own, at(`${project}/node_modules`));
    }

    const tree = createTreeWithEmptyWorkspace();
    for (const path of EDITED) tree.write(path, readFileSync(at(path)));
    // The empty workspace's own files (nx.json, tsconfig.base.json …) are not the generator's: keep only what it wrote.
    const seeded = new Map(tree.listChanges().map((change) => [change.path, change.content?.toString('utf-8')]));
    await gameGenerator(tree, { id, files: 11, ranks: 10, line: 5, skipInstall: true });
    const written = tree.listChanges().filter((change) => !seeded.has(change.path) || seeded.get(change.path) !== change.content?.toString('utf-8'));
    expect(written.map((change) => change.path).filter((path) => !path.includes(`/${id}/`) && !path.endsWith(`/${id}`)).sort()).toEqual([...EDITED].sort());
    for (const change of written) {
      if (change.type === 'DELETE') rmSync(at(change.path), { recursive: true, force: true });
      else {
        mkdirSync(dirname(at(change.path)), { recursive: true });
        writeFileSync(at(change.path), change.content as Buffer);
      }
    }
  }, 120_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('lays out its engine and notation folders as docs/anatomy.md says', () => {
    const anatomy = readAnatomy(readFileSync(at('docs/anatomy.md'), 'utf-8'));
    const listing = (folder: string) => entryNames(readdirSync(at(folder), { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() })));
    expect(anatomyProblems(anatomy, id, 'engine', listing(`libs/engine/${id}/src`))).toEqual({ missing: [], unnamed: [] });
    expect(anatomyProblems(anatomy, id, 'notation', listing(`libs/notation/src/${id}`))).toEqual({ missing: [], unnamed: [] });
  });

  it('is the only game Nx counts as affected by a change to it', () => {
    const affected = node(scratch, 'nx/dist/bin/nx.js', ['show', 'projects', '--affected', `--files=libs/engine/${id}/src/rules.ts`, '--json']);
    expect(affected.status, affected.output).toBe(0);
    const projects = JSON.parse(affected.output.slice(affected.output.indexOf('['), affected.output.lastIndexOf(']') + 1)) as string[];
    expect(projects).toEqual(expect.arrayContaining([`engine-${id}`, 'notation', 'games', 'play', 'cli', 'api', 'web']));
    expect(projects.filter((project) => GAMES.some((game) => project === `engine-${game}`))).toEqual([]);
  }, 120_000);

  it('passes lint: its engine, its notation folder and the registry (module boundaries included)', () => {
    // One ESLint run, each file under its own project's config (found from the file, as ESLint 10 does).
    const targets = [`libs/engine/${id}`, `libs/notation/src/${id}`, 'libs/games/src/registry.ts'];
    const lint = node(scratch, 'eslint/bin/eslint.js', ['--flag', 'v10_config_lookup_from_file', '--max-warnings', '0', ...targets]);
    expect(lint.status, lint.output).toBe(0);
    expect(lint.output.trim()).toBe('');
  }, 120_000);

  it('typechecks: the engine with its tests and bench, its notation tests, and the cli with every library it builds', () => {
    const cli = node(scratch, 'typescript/bin/tsc', ['--build', 'apps/cli/tsconfig.app.json', '--pretty', 'false']);
    expect(cli.output.trim()).toBe('');
    expect(cli.status).toBe(0);
    const engine = node(scratch, 'typescript/bin/tsc', ['--build', `libs/engine/${id}/tsconfig.json`, '--pretty', 'false']);
    expect(engine.output.trim()).toBe('');
    expect(engine.status).toBe(0);
    // The new notation folder with its tests, under the notation project's settings (the other games' tests are not its concern).
    writeFileSync(
      at('libs/notation/tsconfig.generated.json'),
      JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { composite: false, noEmit: true, types: ['node'] }, include: [`src/${id}/**/*.ts`] }),
    );
    const notation = node(scratch, 'typescript/bin/tsc', ['-p', 'libs/notation/tsconfig.generated.json', '--pretty', 'false']);
    expect(notation.output.trim()).toBe('');
    expect(notation.status).toBe(0);
  }, 240_000);

  it("passes its tests: rule tests, fast perft, the search board's conformance, the notation's conformance kit, perft fixtures and records", () => {
    const engine = node(at(`libs/engine/${id}`), 'vitest/vitest.mjs', ['run']);
    expect(engine.status, engine.output).toBe(0);
    expect(engine.output).toMatch(/Test Files\s+3 passed/);
    const notation = node(at('libs/notation'), 'vitest/vitest.mjs', ['run', `src/${id}/`]);
    expect(notation.status, notation.output).toBe(0);
    expect(notation.output).toMatch(/Test Files\s+3 passed/);
  }, 240_000);

  it('is played to the end by `tabula play --mode m2m` through the registry, at the default levels', () => {
    const play = node(scratch, at('apps/cli/bin/tabula.js'), ['play', id, '--mode', 'm2m', '--seed', '1', '--delay', '0']);
    expect(play.status, play.output).toBe(0);
    expect(play.output).toContain('Game over.');
    // Nobody has five in a row before ply 9: the game was really played, not refused at the start.
    expect(play.output.match(/ plays [a-k]\d+\./g)?.length ?? 0).toBeGreaterThanOrEqual(9);
  }, 240_000);

  it('is offered and played to the end by the API server, two bots against each other', async () => {
    const build = node(scratch, 'typescript/bin/tsc', ['--build', 'apps/api/tsconfig.app.json', '--pretty', 'false']);
    expect(build.status, build.output).toBe(0);
    const server = spawn(process.execPath, [at('apps/api/dist/main.js')], {
      cwd: scratch,
      env: { ...process.env, PORT: '0', TABULA_DB: at('data/e2e.db'), TABULA_LOG_LEVEL: 'silent', TABULA_BOT_THREADS: '1', TABULA_RATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf-8');
          const running = /Tabula is running at (\S+?)\/ /.exec(output);
          if (running) resolve(running[1] as string);
        });
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf-8')));
        server.once('exit', (code) => reject(new Error(`the API server stopped (${code}) before listening: ${output}`)));
      });
      const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as { games: { id: string }[] };
      expect(catalog.games.map((game) => game.id)).toContain(id);
      const created = await fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: id, players: [{ bot: 'level2' }, { bot: 'level1' }], seed: 1 }),
      });
      expect(created.status).toBe(201);
      const { id: gameId } = (await created.json()) as { id: string };
      let view: { phase: string; moves: string[]; outcome: unknown } = { phase: 'playing', moves: [], outcome: null };
      for (let poll = 0; poll < 600 && view.phase !== 'over'; poll++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        view = (await (await fetch(`${url}/api/games/${gameId}`)).json()) as typeof view;
      }
      expect(view.phase).toBe('over');
      expect(view.moves.length).toBeGreaterThanOrEqual(9);
      expect(view.outcome).toMatchObject({ reason: expect.stringMatching(/^(line|board-full)$/) });
    } finally {
      server.kill('SIGTERM');
    }
  }, 240_000);
});
