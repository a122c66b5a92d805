import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anatomyProblems, entryNames, readAnatomy } from '../../anatomy/anatomy.js';
import { gameGenerator, paths, winningGame, normalizeOptions } from './generator.cjs';
import { loadFrontEndHarnesses, type FrontEndHarnesses } from './testing/front-end-harnesses.js';
import { clickSquares, typeSquares } from './testing/play-as-people-do.js';
import { copyCommittedWorkspace, run, type ScratchWorkspace } from './testing/scratch-workspace.js';
import { assertFreeForTests, TEST_IDS } from './testing/test-ids.js';

/**
 * End to end: generates a game into a temporary copy of the workspace (its committed files, with
 * node_modules linked as npm workspaces link them, in a git repository of its own) and proves there what
 * a developer would see: the folders follow docs/anatomy.md; npm records the new package in the lock
 * file; Nx counts as affected, from the base commit, only the projects that really depend on the new
 * game — never the five other games; lint, typecheck and the game's tests pass; and people can play it
 * in each front end — the `tabula` command by typing squares, the API by bots, the web client by
 * clicking squares — to an outcome said in words. One copy serves every check; the repository is never
 * touched. Set TABULA_SKIP_E2E=1 to skip it (one and a half to three minutes on a 2-core machine).
 */
const workspaceRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const id = TEST_IDS.e2e;
const options = { id, files: 11, ranks: 10, line: 5 } as const;
/** The display name the generator gives the game (the web's home page links to "Play <name>"). */
const NAME = 'Zz Test E2e Placement';
/** The moves of a game the first player wins: five in a row along rank 1, the second player one short on rank 2. */
const WINNING_SQUARES = winningGame(normalizeOptions(createTreeWithEmptyWorkspace(), options));
const GAMES = ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess'];
/** The files the generator reads or edits, seeded into its tree from the copy. */
const EDITED = [paths.rootTsconfig, paths.notationPackage, paths.notationTsconfig, paths.gamesPackage, paths.gamesTsconfig, paths.registry];

/**
 * What a new game legitimately affects: its engine; notation and games, which import it; everything
 * that imports games or notation (play, protocol and the three apps, by the project graph); and
 * nx-plugin, whose tests take the registry and those packages as inputs. Not engine-core, ai or the
 * other games, which nothing of the new game reaches.
 */
const AFFECTED = [`engine-${id}`, 'notation', 'games', 'play', 'protocol', 'api', 'cli', 'web', 'nx-plugin'];
const UNAFFECTED = ['engine-core', 'ai', ...GAMES.map((game) => `engine-${game}`)];

describe.skipIf(process.env['TABULA_SKIP_E2E'] === '1')('a generated game, end to end', () => {
  let scratch: ScratchWorkspace | undefined;
  const workspace = () => {
    if (!scratch) throw new Error('the scratch workspace was not made (see the first error)');
    return scratch;
  };
  const at = (path: string) => workspace().at(path);

  beforeAll(async () => {
    assertFreeForTests(workspaceRoot, id);
    scratch = copyCommittedWorkspace(workspaceRoot, { [`@tabula/engine-${id}`]: `../../libs/engine/${id}` });

    const tree = createTreeWithEmptyWorkspace();
    for (const path of EDITED) tree.write(path, readFileSync(at(path)));
    // The empty workspace's own files (nx.json, tsconfig.base.json …) are not the generator's: keep only what it wrote.
    const seeded = new Map(tree.listChanges().map((change) => [change.path, change.content?.toString('utf-8')]));
    await gameGenerator(tree, { ...options, skipInstall: true });
    const written = tree.listChanges().filter((change) => !seeded.has(change.path) || seeded.get(change.path) !== change.content?.toString('utf-8'));
    expect(written.map((change) => change.path).filter((path) => !path.includes(`/${id}/`) && !path.endsWith(`/${id}`)).sort()).toEqual([...EDITED].sort());
    for (const change of written) {
      if (change.type === 'DELETE') rmSync(at(change.path), { recursive: true, force: true });
      else {
        mkdirSync(dirname(at(change.path)), { recursive: true });
        writeFileSync(at(change.path), change.content as Buffer);
      }
    }
    // The generator's install task runs `npm install`; its lock-file half, without touching the node_modules
    // the copy shares with the workspace, is this (no network: a workspace package needs none).
    const install = run(workspace().root, 'npm', ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund', '--ignore-scripts']);
    if (install.status !== 0) throw new Error(`npm install --package-lock-only failed: ${install.output}`);
    workspace().commitAll(`feat: ${id}, made by nx g @tabula/nx-plugin:game`);
  }, 120_000);

  afterAll(() => {
    if (scratch) rmSync(scratch.root, { recursive: true, force: true });
  });

  it('lays out its engine and notation folders as docs/anatomy.md says', () => {
    const anatomy = readAnatomy(readFileSync(at('docs/anatomy.md'), 'utf-8'));
    const listing = (folder: string) => entryNames(readdirSync(at(folder), { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() })));
    expect(anatomyProblems(anatomy, id, 'engine', listing(`libs/engine/${id}/src`))).toEqual({ missing: [], unnamed: [] });
    expect(anatomyProblems(anatomy, id, 'notation', listing(`libs/notation/src/${id}`))).toEqual({ missing: [], unnamed: [] });
  });

  it('is recorded in package-lock.json as npm install records a new workspace package', () => {
    const lock = JSON.parse(readFileSync(at('package-lock.json'), 'utf-8')) as { packages: Record<string, { dependencies?: Record<string, string> }> };
    expect(lock.packages[`node_modules/@tabula/engine-${id}`]).toEqual({ resolved: `libs/engine/${id}`, link: true });
    expect(lock.packages[`libs/engine/${id}`]).toEqual({ name: `@tabula/engine-${id}`, version: '0.1.0', dependencies: { '@tabula/engine-core': '*' } });
    for (const dependent of ['libs/games', 'libs/notation']) expect(lock.packages[dependent]?.dependencies?.[`@tabula/engine-${id}`], dependent).toBe('*');
    // And it is committed with the game: the affected test below reads it from git.
    const changed = run(workspace().root, 'git', ['diff', '--name-only', workspace().base, 'HEAD', '--', 'package-lock.json']);
    expect(changed.output.trim()).toBe('package-lock.json');
  });

  it('affects, from the base commit, only the projects that depend on it: none of the other games', () => {
    const affected = workspace().node('nx/dist/bin/nx.js', ['show', 'projects', '--affected', `--base=${workspace().base}`, '--head=HEAD', '--json']);
    expect(affected.status, affected.output).toBe(0);
    const projects = JSON.parse(affected.output.slice(affected.output.indexOf('['), affected.output.lastIndexOf(']') + 1)) as string[];
    expect([...projects].sort()).toEqual([...AFFECTED].sort());
    expect(projects.filter((project) => UNAFFECTED.includes(project))).toEqual([]);
  }, 120_000);

  it('passes lint: its engine, its notation folder and the registry (module boundaries included)', () => {
    // One ESLint run, each file under its own project's config (found from the file, as ESLint 10 does).
    const targets = [`libs/engine/${id}`, `libs/notation/src/${id}`, 'libs/games/src/registry.ts'];
    const lint = workspace().node('eslint/bin/eslint.js', ['--flag', 'v10_config_lookup_from_file', '--max-warnings', '0', ...targets]);
    expect(lint.status, lint.output).toBe(0);
    expect(lint.output.trim()).toBe('');
  }, 120_000);

  it('typechecks: the engine with its tests and bench, its notation tests, and the cli with every library it builds', () => {
    const cli = workspace().node('typescript/bin/tsc', ['--build', 'apps/cli/tsconfig.app.json', '--pretty', 'false']);
    expect(cli.output.trim()).toBe('');
    expect(cli.status).toBe(0);
    const engine = workspace().node('typescript/bin/tsc', ['--build', `libs/engine/${id}/tsconfig.json`, '--pretty', 'false']);
    expect(engine.output.trim()).toBe('');
    expect(engine.status).toBe(0);
    // The new notation folder with its tests, under the notation project's settings (the other games' tests are not its concern).
    writeFileSync(
      at('libs/notation/tsconfig.generated.json'),
      JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: { composite: false, noEmit: true, types: ['node'] }, include: [`src/${id}/**/*.ts`] }),
    );
    const notation = workspace().node('typescript/bin/tsc', ['-p', 'libs/notation/tsconfig.generated.json', '--pretty', 'false']);
    expect(notation.output.trim()).toBe('');
    expect(notation.status).toBe(0);
  }, 240_000);

  it("passes its tests: rule tests, fast perft, the search board's conformance, the notation's conformance kit (outcome words included), perft fixtures and records", () => {
    const engine = workspace().node('vitest/vitest.mjs', ['run'], at(`libs/engine/${id}`));
    expect(engine.status, engine.output).toBe(0);
    expect(engine.output).toMatch(/Test Files\s+3 passed/);
    const notation = workspace().node('vitest/vitest.mjs', ['run', `src/${id}/`], at('libs/notation'));
    expect(notation.status, notation.output).toBe(0);
    expect(notation.output).toMatch(/Test Files\s+3 passed/);
  }, 240_000);

  it('is played to the end by `tabula play --mode m2m` through the registry, at the default levels', () => {
    const play = workspace().node(at('apps/cli/bin/tabula.js'), ['play', id, '--mode', 'm2m', '--seed', '1', '--delay', '0']);
    expect(play.status, play.output).toBe(0);
    expect(play.output).toMatch(/Game over\. (X wins: 5 stones stand in a row|Draw: the board is full)\./);
    // Nobody has five in a row before ply 9: the game was really played, not refused at the start.
    expect(play.output.match(/ plays [a-k]\d+\./g)?.length ?? 0).toBeGreaterThanOrEqual(9);
  }, 240_000);

  it('is played to the end by two people typing squares at the `tabula play` prompt, in a real terminal', async () => {
    const { startTerminal } = await loadFrontEndHarnesses(workspace().root);
    const session = startTerminal(process.execPath, [at('apps/cli/bin/tabula.js'), 'play', id, '--mode', 'h2h', '--seed', '1'], {
      cols: 110,
      rows: 40,
      cwd: workspace().root,
      env: { NO_COLOR: '1' },
    });
    try {
      const transcript = await typeSquares(session, WINNING_SQUARES, ['X', 'O']);
      expect(transcript).toMatch(/Game over\. X wins: 5 stones stand in a row\./);
      expect(transcript).not.toMatch(/wins: line\b/);
    } finally {
      session.kill();
    }
  }, 120_000);

  describe('served by the API server, with the web client built there', () => {
    let server: ChildProcess | undefined;
    let url = '';
    let harnesses: FrontEndHarnesses;

    beforeAll(async () => {
      // The libraries are built by the cli's build above; the server and the client are built here.
      const api = workspace().node('typescript/bin/tsc', ['--build', 'apps/api/tsconfig.app.json', '--pretty', 'false']);
      if (api.status !== 0) throw new Error(`the API did not build: ${api.output}`);
      const web = workspace().node('vite/bin/vite.js', ['build', '--logLevel', 'warn'], at('apps/web'));
      if (web.status !== 0) throw new Error(`the web client did not build: ${web.output}`);
      harnesses = await loadFrontEndHarnesses(workspace().root);
      // The server serves the built client from apps/web/dist beside it, as `npm start` does.
      const started = spawn(process.execPath, [at('apps/api/dist/main.js')], {
        cwd: workspace().root,
        env: { ...process.env, PORT: '0', TABULA_DB: at('data/e2e.db'), TABULA_LOG_LEVEL: 'silent', TABULA_BOT_THREADS: '1', TABULA_RATE_LIMIT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = started;
      url = await new Promise<string>((resolve, reject) => {
        let output = '';
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf-8');
          const running = /Tabula is running at (\S+?)\/ /.exec(output);
          if (running) resolve(running[1] as string);
        });
        started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf-8')));
        started.once('exit', (code) => reject(new Error(`the API server stopped (${code}) before listening: ${output}`)));
      });
    }, 180_000);

    afterAll(() => {
      server?.kill('SIGTERM');
    });

    it('offers it and plays it to the end, two bots against each other', async () => {
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
    }, 120_000);

    it('is played to the end in the browser by two people clicking squares (hot-seat), the end said in words', async () => {
      const browser = await harnesses.launchBrowser();
      try {
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
        await harnesses.driver.startFromHome(page, url, NAME, 'hotseat');
        const banner = await clickSquares(page, harnesses.driver, WINNING_SQUARES);
        expect(banner).toMatch(/wins: 5 stones stand in a row\./);
        expect(banner).not.toMatch(/\bline\b/);
      } finally {
        await browser.close();
      }
      expect(harnesses.takePageProblems()).toEqual([]);
    }, 120_000);
  });
});
