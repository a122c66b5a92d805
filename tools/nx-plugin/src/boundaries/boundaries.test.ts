import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that docs/design.md's project boundaries bite: each probe is a file placed (virtually) inside a
 * project and linted with the workspace's real ESLint config. If the boundary rule is removed from
 * eslint.config.mjs, or a constraint is loosened, these tests fail.
 */
const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('module boundaries (docs/design.md)', () => {
  // The rules these probes rely on: if either is removed from eslint.config.mjs, probes stop failing.
  beforeAll(async () => {
    // The rule reads Nx's project graph; make sure it exists for this workspace.
    const { createProjectGraphAsync } = await import('@nx/devkit');
    await createProjectGraphAsync({ exitOnError: false });
  }, 120_000);

  it.each([
    ['an app importing another app', 'apps/api/src/probe.ts', "import '@tabula/cli';", /apps are forbidden/],
    ['a game importing another game', 'libs/engine/jungle/src/probe.ts', "import { checkers61b } from '@tabula/engine-checkers61b';\nexport const probe = checkers61b;", /type:engine-game/],
    ['ai importing a game', 'libs/ai/src/probe.ts', "import { jungle } from '@tabula/engine-jungle';\nexport const probe = jungle;", /type:ai/],
    ['notation importing ai', 'libs/notation/src/probe.ts', "import * as ai from '@tabula/ai';\nexport const probe = ai;", /type:notation/],
    ['a game importing ai', 'libs/engine/jungle/src/probe.ts', "import * as ai from '@tabula/ai';\nexport const probe = ai;", /type:engine-game/],
    ['a lib importing express', 'libs/games/src/probe.ts', "import express from 'express';\nexport const probe = express;", /express/],
    ['a lib importing react', 'libs/notation/src/probe.ts', "import { useState } from 'react';\nexport const probe = useState;", /react/],
    ['a lib importing node:fs', 'libs/engine/core/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;", /platform:pure: no Node built-ins/],
    ["a game's notation importing another game's engine", 'libs/notation/src/jungle/probe.ts', "import { stratego } from '@tabula/engine-stratego';\nexport const probe = stratego;", /notation\/src\/jungle imports only its own engine/],
    ["a game's notation test importing another game's engine", 'libs/notation/src/jungle/probe.test.ts', "import { stratego } from '@tabula/engine-stratego';\nexport const probe = stratego;", /notation\/src\/jungle imports only its own engine/],
    ["a game's notation importing another game's notation", 'libs/notation/src/jungle/probe.ts', "import { parseMove } from '../stratego/move-text.js';\nexport const probe = parseMove;", /notation\/src\/jungle imports only its own engine/],
    ["a game's notation importing node:fs", 'libs/notation/src/jungle/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;", /platform:pure: no Node built-ins/],
  ])('%s fails lint', async (_name, file, code, mentions) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(mentions);
  }, 60_000);

  it.each([
    ['notation importing a game and the core', 'libs/notation/src/probe.ts', "import { createRng } from '@tabula/engine-core';\nimport { jungle } from '@tabula/engine-jungle';\nexport const probe = [createRng, jungle];"],
    [
      "a game's notation importing its own engine, the core and the shared notation",
      'libs/notation/src/jungle/probe.ts',
      "import { createRng } from '@tabula/engine-core';\nimport { runConformance } from '@tabula/engine-core/testing';\nimport { jungle } from '@tabula/engine-jungle';\nimport * as record from '../record/index.js';\nexport const probe = [createRng, runConformance, jungle, record];",
    ],
    ['the registry importing notation', 'libs/games/src/probe.ts', "import * as notation from '@tabula/notation';\nexport const probe = notation;"],
    ['an app importing libs and node:fs', 'apps/api/src/probe.ts', "import { readFileSync } from 'node:fs';\nimport { registry } from '@tabula/games';\nexport const probe = [readFileSync, registry];"],
  ])('%s passes', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  }, 60_000);
});
