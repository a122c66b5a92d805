import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secondDeclarations, WIRE_FILES, wireNames } from './one-wire-source.js';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every TypeScript source file of every app (its src folder), relative to the workspace. */
function appSources(): string[] {
  return readdirSync(`${workspaceRoot}apps`).flatMap((app) =>
    readdirSync(`${workspaceRoot}apps/${app}/src`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `apps/${app}/src/${file}`),
  );
}

const names = wireNames(WIRE_FILES.map((file) => readFileSync(`${workspaceRoot}libs/protocol/src/${file}`, 'utf8')));

describe('the wire is declared once, in libs/protocol', () => {
  it('knows the wire types by their names', () => {
    expect(names).toEqual(expect.arrayContaining(['GameView', 'PlayerView', 'LobbyEntry', 'CreateGameBody', 'MoveBody', 'Hello', 'ServerMessage', 'OnlineView']));
    expect(names).not.toContain('Seat');
  });

  it('catches a hand copy of a wire type and a route schema, and lets imports and builders be', () => {
    const copy = 'export interface OnlineView {\n  readonly id: string;\n}\nconst Body = z.strictObject({ move: z.string() });';
    expect(secondDeclarations(copy, names)).toEqual(['declares OnlineView (import it from @tabula/protocol)', 'builds a zod schema with z.strictObject (wire schemas live in libs/protocol)']);
    const uses = "import type { GameView as OnlineView } from '@tabula/protocol';\nexport type { GameView, LobbyEntry } from '@tabula/protocol';\nexport function gameView(): GameView {}";
    expect(secondDeclarations(uses, names)).toEqual([]);
  });

  it('no app declares a wire type or a route schema of its own', () => {
    const files = appSources();
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) => secondDeclarations(readFileSync(`${workspaceRoot}${file}`, 'utf8'), names).map((problem) => `${file}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
