import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rollup } from 'vite';

// Nx restores `web:build` from its cache whenever the build's inputs hash the same. A file the build
// reads that is not among those inputs can change without a rebuild, and the page goes on serving the
// old text: the rules page once kept an old rule book after docs/rules.md changed. So the build is
// run here the way Nx runs it, every file it reads is recorded, and each one outside the app must be
// among the inputs Nx resolves for the target.

const workspace = fileURLToPath(new URL('../../../', import.meta.url));
const app = fileURLToPath(new URL('../', import.meta.url));
const ruleBookFile = join(workspace, 'docs/rules.md');

/** The workspace's files the build reads: every module the bundler loaded and every file a plugin read. */
interface BuildReads {
  readonly files: ReadonlySet<string>;
  readonly output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[];
}

async function buildAndRecordReads(): Promise<BuildReads> {
  const files = new Set<string>();
  const record = (path: unknown) => {
    const name = path instanceof URL ? fileURLToPath(path) : String(path);
    if (name.startsWith(workspace)) files.add(name);
  };
  // Plugins (the rule book's among them) read files through node:fs, which the bundler's module list
  // does not show; the named `readFileSync` export follows the patch through syncBuiltinESMExports.
  const readFileSync = fs.readFileSync;
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    record(path);
    return (readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  syncBuiltinESMExports();
  const modules: Plugin = {
    name: 'record-modules',
    generateBundle() {
      for (const id of this.getModuleIds()) record(id);
    },
  };
  try {
    const result = await build({ configFile: join(app, 'vite.config.ts'), logLevel: 'silent', plugins: [modules], build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return { files, output: outputs.flatMap((one) => one.output) };
  } finally {
    fs.readFileSync = readFileSync;
    syncBuiltinESMExports();
  }
}

/** The files Nx hashes for web:build, as it resolves them (`nx show target inputs`). */
function nxInputFiles(): Set<string> {
  const json = execFileSync('npx', ['nx', 'show', 'target', 'inputs', 'web:build', '--json'], {
    cwd: workspace,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const answer = JSON.parse(json.slice(json.indexOf('{'))) as { files: string[] };
  return new Set(answer.files);
}

describe('web:build', () => {
  let reads: BuildReads;
  let inputs: Set<string>;
  beforeAll(async () => {
    reads = await buildAndRecordReads();
    inputs = nxInputFiles();
  });

  it('reads no file outside the app that Nx does not hash for it', () => {
    const outside = [...reads.files]
      .filter((file) => !file.startsWith(app) && !file.includes('/node_modules/'))
      .map((file) => relative(workspace, file))
      // The root package.json is read to find the workspace root; the packages it names reach the
      // hash as external dependencies, not as a file.
      .filter((file) => file !== 'package.json');
    expect(outside).toContain('docs/rules.md');
    expect(outside.filter((file) => !inputs.has(file))).toEqual([]);
  });

  it("bundles the rule book as docs/rules.md says it now, and the built page's copy is the same", () => {
    const book = fs.readFileSync(ruleBookFile, 'utf8');
    // The last rule of the book, as the bundle writes it (a JSON string): an old book lacks it or differs.
    const lastRule = JSON.stringify(book.trim().split('\n').at(-1)).slice(1, -1);
    const bundled = reads.output.filter((file) => file.type === 'chunk' && file.code.includes(lastRule));
    expect(bundled.length).toBeGreaterThan(0);
    // web:test runs after web:build (its dependsOn): what that build left in dist/ is what the API serves.
    const served = fs.readdirSync(join(app, 'dist/assets')).filter((name) => name.endsWith('.js'));
    const servedBooks = served.filter((name) => fs.readFileSync(join(app, 'dist/assets', name), 'utf8').includes(JSON.stringify(book)));
    expect(servedBooks.length, 'dist/ holds a rule book other than docs/rules.md: a stale build').toBeGreaterThan(0);
  });
});
