import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gameGenerator, paths } from './generator.cjs';

/**
 * End to end: generates a game into a scratch copy of the parts of the workspace it needs (the core
 * engine, the notation and registry manifests), links node_modules there the way npm workspaces do, and
 * proves that the generated code typechecks under the workspace's strict settings and passes its own
 * tests — the engine's rule tests and the notation's conformance kit. The repository is never touched.
 * Set TABULA_SKIP_E2E=1 to skip it (it takes some 30 s on a busy 2-core machine).
 */
const workspaceRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const id = 'five-in-a-row';
const COPIED = [
  'tsconfig.base.json',
  paths.rootTsconfig,
  'libs/engine/core',
  paths.notationPackage,
  'libs/notation/tsconfig.json',
  paths.notationTsconfig,
  'libs/notation/tsconfig.spec.json',
  'libs/notation/vitest.config.ts',
  paths.gamesPackage,
  paths.gamesTsconfig,
  paths.registry,
];
const BUILD_OUTPUTS = new Set(['dist', 'out-tsc', 'node_modules']);

function run(cwd: string, args: readonly string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf-8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe.skipIf(process.env['TABULA_SKIP_E2E'] === '1')('a generated game, end to end', () => {
  let scratch = '';
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('typechecks and passes its own rule tests and the conformance kit', async () => {
    scratch = mkdtempSync(join(tmpdir(), 'tabula-game-generator-'));
    for (const path of COPIED) {
      cpSync(join(workspaceRoot, path), join(scratch, path), {
        recursive: true,
        filter: (source) => !BUILD_OUTPUTS.has(source.split('/').pop() as string),
      });
    }

    // Generate on a tree seeded with the scratch files, then write the changes out.
    const tree = createTreeWithEmptyWorkspace();
    for (const path of COPIED.filter((p) => !p.startsWith('libs/engine/core'))) tree.write(path, readFileSync(join(scratch, path)));
    await gameGenerator(tree, { id, files: 11, ranks: 10, line: 5, skipInstall: true });
    for (const change of tree.listChanges()) {
      const target = join(scratch, change.path);
      if (change.type === 'DELETE') rmSync(target, { recursive: true, force: true });
      else {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, change.content as Buffer);
      }
    }

    // node_modules as `npm install` would leave it: the workspace's packages, and links to the scratch libs.
    const modules = join(workspaceRoot, 'node_modules');
    mkdirSync(join(scratch, 'node_modules/@tabula'), { recursive: true });
    for (const entry of readdirSync(modules)) {
      if (entry !== '@tabula') symlinkSync(join(modules, entry), join(scratch, 'node_modules', entry));
    }
    symlinkSync('../../libs/engine/core', join(scratch, 'node_modules/@tabula/engine-core'));
    symlinkSync(`../../libs/engine/${id}`, join(scratch, `node_modules/@tabula/engine-${id}`));

    const tsc = join(modules, 'typescript/bin/tsc');
    const vitest = join(modules, 'vitest/vitest.mjs');

    // The engine project as its typecheck target sees it (lib, tests and bench), with the core it references.
    const engineTypes = run(scratch, [tsc, '--build', `libs/engine/${id}/tsconfig.json`, '--pretty', 'false']);
    expect(engineTypes.output.trim()).toBe('');
    expect(engineTypes.status).toBe(0);

    // The new notation folder and its test, under the notation project's settings.
    writeFileSync(
      join(scratch, 'libs/notation/tsconfig.generated.json'),
      JSON.stringify({
        extends: '../../tsconfig.base.json',
        compilerOptions: { composite: false, noEmit: true, types: ['node'] },
        include: [`src/${id}/**/*.ts`],
      }),
    );
    const notationTypes = run(scratch, [tsc, '-p', 'libs/notation/tsconfig.generated.json', '--pretty', 'false']);
    expect(notationTypes.output.trim()).toBe('');
    expect(notationTypes.status).toBe(0);

    const engineTests = run(join(scratch, `libs/engine/${id}`), [vitest, 'run']);
    expect(engineTests.output).toMatch(/Tests\s+\d+ passed/);
    expect(engineTests.status).toBe(0);

    const notationTests = run(join(scratch, 'libs/notation'), [vitest, 'run', `src/${id}`]);
    expect(notationTests.output).toMatch(/Tests\s+3 passed/);
    expect(notationTests.status).toBe(0);
  }, 300_000);
});
