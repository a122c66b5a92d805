import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './testing/api-server.js';

// Every `tabula` command the README shows is run here exactly as written (`npx tabula` is this package's
// bin, bin/tabula.js), in the README's order, from a copy of the files it names, with no keyboard attached
// (stdin closed: an interactive command shows its first screen and leaves at the end of input). A command
// shown with `$` and its output must print exactly that output. The online commands name the server of
// `npm start` (http://127.0.0.1:3000) and a game on it: they run against the real API server, started
// here on a free port, with that address, and the game id of a link, replaced by this server's and by a
// game just created there for the purpose.
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

/** The server the README's online commands name. */
const README_SERVER = 'http://127.0.0.1:3000';

let server: ApiServer | undefined;
afterAll(() => server?.stop(), 60_000);

/** A command's arguments with the README's server and game replaced by a running server and a fresh game. */
async function online(args: readonly string[]): Promise<readonly string[]> {
  if (!args.some((arg) => arg.startsWith(README_SERVER))) return args;
  server ??= await startApiServer();
  const url = server.url;
  const withServer = args.map((arg) => arg.replace(README_SERVER, url));
  if (!args.some((arg) => /#\/(join|watch)\//.test(arg))) return withServer;
  const created = await fetch(`${url}/api/games`, {
    method: 'POST',
    // A fresh connection: the server may close an idle kept-alive one just as it is reused.
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ game: 'jungle', players: ['human', 'human'], take: [0] }),
  });
  const { id } = (await created.json()) as { id: string };
  return withServer.map((arg) => arg.replace(/(#\/(?:join|watch)\/)[^/]+/, `$1${id}`));
}

describe('the README\'s tabula commands, as written', () => {
  const commands = readmeCommands();

  it('finds them (play, replay, perft, arena at least)', () => {
    const names = new Set(commands.map((command) => command.args[0]));
    for (const name of ['play', 'replay', 'perft', 'arena']) expect(names).toContain(name);
  });

  it('finds the online ones (play --server, join, watch)', () => {
    expect(commands.some((command) => command.args[0] === 'play' && command.args.includes('--server'))).toBe(true);
    for (const name of ['join', 'watch']) expect(commands.map((command) => command.args[0])).toContain(name);
  });

  it.each(commands.map((command) => [command.line, command] as const))('%s', async (_line, command) => {
    const run = spawnSync(process.execPath, [tabula, ...(await online(command.args))], {
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
