import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Ids the generator's tests give their games. They start with `zz-test-`, which no real game takes, so
 * that adding a real game (the docs' example `connect-four`, say) never breaks the workspace's own tests.
 */
export const TEST_IDS = {
  /** The game generated into a tree in generator.test.ts. */
  placement: 'zz-test-placement',
  /** The game generated into a scratch copy of the workspace and played in generator.e2e.test.ts. */
  e2e: 'zz-test-e2e-placement',
  /** Small games for the defaults, a quoted name, a registry entry without a folder and bad options. */
  tiny: 'zz-test-tiny',
  tinyTac: 'zz-test-tiny-tac',
  quotedName: 'zz-test-quoted-name',
  listed: 'zz-test-listed',
} as const;

/**
 * Throws, saying what to do, when a real game in the workspace at `root` already has `id`: a test that
 * generates it would otherwise fail with the generator's own "already exists", which reads like a bug.
 */
export function assertFreeForTests(root: string, id: string): void {
  const registry = readFileSync(join(root, 'libs/games/src/registry.ts'), 'utf-8');
  const taken = [
    existsSync(join(root, 'libs/engine', id)) && `libs/engine/${id} exists`,
    existsSync(join(root, 'libs/notation/src', id)) && `libs/notation/src/${id} exists`,
    new RegExp(`\\bid:\\s*['"]${id}['"]`).test(registry) && 'libs/games/src/registry.ts lists it',
  ].filter((reason): reason is string => typeof reason === 'string');
  if (taken.length > 0) {
    throw new Error(`The test id '${id}' is taken by a real game (${taken.join('; ')}): give the test another id in tools/nx-plugin/src/generators/game/testing/test-ids.ts.`);
  }
}
