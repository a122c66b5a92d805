import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How a command in the scratch workspace ended: its exit status and everything it printed. */
export interface Run {
  readonly status: number | null;
  readonly output: string;
}

/** Colours off and Nx without daemon, cloud or cache, so that output is plain and every run computes afresh. */
const QUIET_ENV = { NO_COLOR: '1', FORCE_COLOR: '0', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true' };

/** Runs a program in `cwd` with {@link QUIET_ENV}; throws when it cannot be started at all. */
export function run(cwd: string, command: string, args: readonly string[], timeout = 240_000): Run {
  const result = spawnSync(command, args, { cwd, encoding: 'utf-8', timeout, env: { ...process.env, ...QUIET_ENV } });
  if (result.error) throw new Error(`${command} ${args.join(' ')} could not run in ${cwd}: ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A throwaway copy of the workspace's committed files in a git repository of its own. */
export interface ScratchWorkspace {
  readonly root: string;
  /** The commit holding the copy as it came, before anything was added: the base of `--affected`. */
  readonly base: string;
  /** An absolute path in the copy. */
  at(path: string): string;
  /** Runs a Node script: a path in the copy, or one in the workspace's node_modules (`nx/dist/bin/nx.js`). */
  node(script: string, args: readonly string[], cwd?: string): Run;
  /** Commits every change (node_modules and build output are ignored by the copy's .gitignore); returns the commit. */
  commitAll(message: string): string;
}

/** The workspace's project folders, from the root package.json's `workspaces` (`apps/*`, `libs/play` …). */
function workspaceProjects(workspaceRoot: string): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf-8')) as { workspaces: string[] };
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/**
 * Links the copy's node_modules as `npm install` leaves them: the installed packages (shared with the
 * workspace, never written to), and each @tabula package to the copy's own project, `extraLinks` too.
 */
function linkModules(workspaceRoot: string, root: string, extraLinks: Readonly<Record<string, string>>): void {
  const modules = join(workspaceRoot, 'node_modules');
  mkdirSync(join(root, 'node_modules/@tabula'), { recursive: true });
  for (const entry of readdirSync(modules)) if (entry !== '@tabula') symlinkSync(join(modules, entry), join(root, 'node_modules', entry));
  for (const entry of readdirSync(join(modules, '@tabula'))) symlinkSync(readlinkSync(join(modules, '@tabula', entry)), join(root, 'node_modules/@tabula', entry));
  for (const [name, target] of Object.entries(extraLinks)) symlinkSync(target, join(root, 'node_modules', name));
  // A package npm could not hoist (the root holds another version of it) sits in its project's own
  // node_modules: the cli's string-width, for one.
  for (const project of workspaceProjects(workspaceRoot)) {
    const own = join(workspaceRoot, project, 'node_modules');
    if (existsSync(own) && existsSync(join(root, project))) symlinkSync(own, join(root, project, 'node_modules'));
  }
}

/**
 * Copies the workspace's committed files (`git archive HEAD`: other work in progress in the checkout can
 * neither break nor mend a test) into a new temporary folder, links node_modules, and commits the copy
 * as the base commit of a repository of its own, so that Nx reads changes from git as it does in CI.
 */
export function copyCommittedWorkspace(workspaceRoot: string, extraLinks: Readonly<Record<string, string>> = {}): ScratchWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'tabula-game-generator-'));
  const archive = spawnSync('sh', ['-c', `git -C '${workspaceRoot}' archive --format=tar HEAD | tar -x -C '${root}'`], { encoding: 'utf-8' });
  if (archive.status !== 0) throw new Error(`could not copy the workspace: ${archive.stderr}`);
  linkModules(workspaceRoot, root, extraLinks);

  // The copy's own identity and settings: a developer's global git configuration must not matter.
  const git = (...args: string[]) => {
    const result = run(root, 'git', ['-c', 'user.name=Tabula e2e', '-c', 'user.email=e2e@tabula.invalid', '-c', 'commit.gpgsign=false', ...args]);
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${root}: ${result.output}`);
    return result.output.trim();
  };
  const commitAll = (message: string) => {
    git('add', '--all');
    git('commit', '--quiet', '--no-verify', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  git('init', '--quiet', '--initial-branch=main');
  const base = commitAll('the workspace as committed');
  const modules = join(workspaceRoot, 'node_modules');
  return {
    root,
    base,
    at: (path) => join(root, path),
    node: (script, args, cwd = root) => run(cwd, process.execPath, [script.startsWith('/') ? script : join(modules, script), ...args]),
    commitAll,
  };
}
