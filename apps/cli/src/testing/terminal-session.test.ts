import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from './terminal-session.js';
import { transpileFolder } from './transpile-folder.js';

let folder: string;
const sessions: TerminalSession[] = [];

/** Starts a Node script from the fixtures folder in a terminal, ended after the test whatever happens. */
function run(script: string, options: Parameters<typeof startTerminal>[2] = {}): TerminalSession {
  const session = startTerminal(process.execPath, [join(folder, script)], options);
  sessions.push(session);
  return session;
}

const FIXTURES: Record<string, string> = {
  // A prompt that echoes what was typed, with colours and an exit code of its own.
  'greeter.mjs': `
    import { createInterface } from 'node:readline';
    process.stdout.write('\\x1b[1;31mred\\x1b[0m and \\x1b[38;5;20mblue\\x1b[0m   \\n');
    process.stdout.write(\`tty \${process.stdout.isTTY} \${process.stdout.columns}x\${process.stdout.rows}\\n\`);
    const lines = createInterface({ input: process.stdin, output: process.stdout });
    lines.question('name? ', (name) => {
      console.log(\`hello \${name}\`);
      lines.close();
      process.exitCode = 3;
    });
  `,
  'counter.mjs': `for (let i = 1; i <= 100; i++) console.log('line ' + i);`,
  'idle.mjs': `console.log('ready'); setTimeout(() => {}, 60_000);`,
  'quitter.mjs': `console.log('bye'); process.exit(5);`,
  // The list chooser (transpiled to terminal/) run as \`tabula play\` will: stdin and stdout of a terminal.
  'chooser.mjs': `
    import { chooseFromList } from './terminal/list-chooser.js';
    const games = ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess'];
    const choice = await chooseFromList(process.stdin, process.stdout, 'Which game?', games);
    console.log(\`chose \${choice === null || choice === 'interrupted' ? 'nothing' : games[choice]}; raw mode \${process.stdin.isRaw ? 'on' : 'off'}\`);
  `,
};

beforeAll(() => {
  // Inside the cli's node_modules, so the transpiled terminal code finds the cli's own packages
  // (string-width) from there.
  const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
  mkdirSync(modules, { recursive: true });
  folder = mkdtempSync(join(modules, '.tabula-terminal-'));
  writeFileSync(join(folder, 'package.json'), '{ "type": "module" }\n');
  for (const [name, text] of Object.entries(FIXTURES)) writeFileSync(join(folder, name), text);
  // The chooser runs from its TypeScript source, transpiled here, so these tests need no build first.
  transpileFolder(fileURLToPath(new URL('../terminal/', import.meta.url)), join(folder, 'terminal'));
});

afterEach(() => {
  for (const session of sessions.splice(0)) session.kill();
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('startTerminal', () => {
  it('runs a program in a real terminal: it sees a TTY of the given size', async () => {
    const session = run('greeter.mjs', { cols: 60, rows: 12 });
    await session.waitFor('name?');
    expect(session.screen().split('\n')[1]).toBe('tty true 60x12');
  });

  it('shows the screen as a person sees it: colours applied, trailing spaces trimmed', async () => {
    const session = run('greeter.mjs');
    await session.waitFor('name?');
    expect(session.screen().split('\n')[0]).toBe('red and blue');
  });

  it('types, presses Enter, reads the answer and the exit code', async () => {
    const session = run('greeter.mjs');
    await session.waitFor('name?');
    session.type('Ada');
    session.press('Enter');
    await session.waitFor(/hello Ada$/m);
    await expect(session.exited).resolves.toBe(3);
    expect(session.screen()).toContain('name? Ada\nhello Ada');
  });

  it('keeps the lines that scrolled off the screen in the transcript, where waitFor looks too', async () => {
    const session = run('counter.mjs', { rows: 10 });
    await session.exited;
    await session.waitFor('line 1\n');
    expect(session.transcript().split('\n')).toHaveLength(100);
    expect(session.screen()).not.toContain('line 1\n');
    expect(session.screen().split('\n').at(-1)).toBe('line 100');
  });

  it('says what it waited for and shows the screen when the text never comes', async () => {
    const session = run('idle.mjs');
    await session.waitFor('ready');
    await expect(session.waitFor('never', 300)).rejects.toThrow(/waited for never in vain: nothing after 300 ms\. The screen:\n\+-+\+\n\|ready\n/);
  });

  it('stops waiting as soon as the program exits without showing the text', async () => {
    const session = run('quitter.mjs');
    await expect(session.waitFor('hello', 30_000)).rejects.toThrow('the program exited with code 5 first');
    await expect(session.exited).resolves.toBe(5);
  });

  it('reports the signal that ended a killed program', async () => {
    const session = run('idle.mjs');
    await session.waitFor('ready');
    session.kill();
    await expect(session.exited).resolves.toBe(128 + 1); // SIGHUP
  });
});

describe('the list chooser in a terminal', () => {
  it('shows an arrow menu and answers with Enter, folding into one line', async () => {
    const session = run('chooser.mjs');
    await session.waitFor('❯ 1. animal-chess');
    expect(session.cursorVisible()).toBe(false);
    session.press('Down');
    session.press('Down');
    await session.waitFor('❯ 3. jungle');
    expect(session.screen()).toContain('  1. animal-chess\n  2. checkers61b\n❯ 3. jungle\n  4. stratego');
    session.press('Enter');
    await session.waitFor('chose jungle');
    await expect(session.exited).resolves.toBe(0);
    expect(session.screen()).toBe('Which game? jungle\nchose jungle; raw mode off');
    expect(session.cursorVisible()).toBe(true);
  });

  it('picks with a digit', async () => {
    const session = run('chooser.mjs');
    await session.waitFor('❯ 1. animal-chess');
    session.type('4');
    await session.waitFor('chose stratego');
  });

  it.each(['Esc', 'Ctrl-C'] as const)('quits on %s with the terminal restored: raw mode off, cursor shown, menu gone', async (key) => {
    const session = run('chooser.mjs');
    await session.waitFor('❯ 1. animal-chess');
    session.press(key);
    await session.waitFor('chose nothing');
    expect(session.screen()).toBe('chose nothing; raw mode off');
    expect(session.cursorVisible()).toBe(true);
    await expect(session.exited).resolves.toBe(0);
  });
});
