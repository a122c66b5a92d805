import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Every `tabula` command the README shows is run here exactly as written (`npx tabula` is this package's
// bin, bin/tabula.js), in the README's order, from a copy of the files it names, with no keyboard attached
// (stdin closed: an interactive command shows its first screen and leaves at the end of input). A command
// shown with `$` and its output must print exactly that output.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tabula = join(root, 'apps/cli/bin/tabula.js');
const folder = mkdtempSync(join(tmpdir(), 'tabula-readme-'));
cpSync(join(root, 'docs/examples'), join(folder, 'docs/examples'), { recursive: true });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface ReadmeCommand {
  readonly line: string;
  readonly args: readonly string[];
  /** The output the README shows under a `$` command, if any. */
  readonly output: string | null;
}

/** The `tabula` commands of the README's `sh` blocks, in order. */
function readmeCommands(): ReadmeCommand[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const commands: ReadmeCommand[] = [];
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const lines = (block[1] as string).split('\n');
    lines.forEach((line, i) => {
      const found = /^(\$ )?npx tabula(.*)$/.exec(line);
      if (!found) return;
      const text = (found[2] as string).replace(/\s+#.*$/, '').trim();
      let output: string | null = null;
      if (found[1]) {
        const rest = lines.slice(i + 1);
        const end = rest.findIndex((next) => next.startsWith('$ '));
        output = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
      }
      commands.push({ line: `npx tabula${found[2]}`.trim(), args: text === '' ? [] : text.split(/\s+/), output });
    });
  }
  return commands;
}

describe('the README\'s tabula commands, as written', () => {
  const commands = readmeCommands();

  it('finds them (play, replay, perft, arena at least)', () => {
    const names = new Set(commands.map((command) => command.args[0]));
    for (const name of ['play', 'replay', 'perft', 'arena']) expect(names).toContain(name);
  });

  it.each(commands.map((command) => [command.line, command] as const))('%s', (_line, command) => {
    const run = spawnSync(process.execPath, [tabula, ...command.args], {
      cwd: folder,
      input: '',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    if (command.output !== null && command.output !== '') expect(run.stdout.trim()).toBe(command.output);
  });
});
