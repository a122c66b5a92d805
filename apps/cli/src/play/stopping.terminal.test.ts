import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// Stopping `tabula play` in a real pseudo-terminal: one Ctrl-C or `q` stops any game at any moment —
// at the prompt, while a bot thinks, while bots play each other — and the record goes to --save.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tabula-stop-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(args: readonly string[]): TerminalSession {
  return startTerminal(process.execPath, [tabula, ...args], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
}

// Blue's level-1 bot moves at once; Red's searches for ten seconds, so it is surely thinking when stopped.
const SLOW = ['--mode', 'm2m', '--bots', 'level1,alphabeta:10000ms', '--seed', '4', '--delay', '0'];

describe('tabula play: stopping a game', () => {
  it('m2m: one Ctrl-C while a slow bot thinks stops at once, writes --save with the result open, exits 130; the record replays', async () => {
    const file = join(folder, 'stopped.txt');
    const terminal = run(['play', 'jungle', ...SLOW, '--save', file]);
    await terminal.waitFor('Press q or Ctrl-C to stop.');
    await terminal.waitFor('Red (alphabeta:10000ms) is thinking…');
    terminal.press('Ctrl-C');
    // Well before the think's ten seconds: the think is cancelled, not waited for.
    await terminal.waitFor('Left the game (Ctrl-C).', 5000);
    expect(await terminal.exited).toBe(130);
    expect(terminal.transcript()).toContain(`Saved the game record to ${file}.`);
    const record = readFileSync(file, 'utf8');
    // A stopped game is not over: the record leaves its result open (docs/notation.md: `*`, no Reason).
    expect(record).toContain('[Result "*"]');
    expect(record).not.toContain('[Reason');
    expect(record).toMatch(/1\. \w+ \*/);

    const replay = run(['replay', file]);
    await replay.waitFor(/Start · 1 moves? in all/);
    replay.press('Enter');
    await replay.waitFor('Move 1 of 1: Blue');
    replay.type('q\r');
    expect(await replay.exited).toBe(0);
  });

  it('m2m: q stops the game while a bot thinks, writes --save, exits 0', async () => {
    const file = join(folder, 'quit.txt');
    const terminal = run(['play', 'jungle', ...SLOW, '--save', file]);
    await terminal.waitFor('Red (alphabeta:10000ms) is thinking…');
    terminal.type('q');
    await terminal.waitFor('Left the game.', 5000);
    expect(await terminal.exited).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('[Result "*"]');
  });

  it('m2m: quit typed as a line stops the game too', async () => {
    const terminal = run(['play', 'jungle', ...SLOW]);
    await terminal.waitFor('Red (alphabeta:10000ms) is thinking…');
    terminal.type('quit\r');
    await terminal.waitFor('Left the game.', 5000);
    expect(await terminal.exited).toBe(0);
  });

  it('h2m: Ctrl-C while the bot thinks stops at once and exits 130', async () => {
    const terminal = run(['play', 'jungle', '--mode', 'm2h', '--bots', 'alphabeta:10000ms']);
    await terminal.waitFor('Blue (alphabeta:10000ms) is thinking…');
    terminal.press('Ctrl-C');
    await terminal.waitFor('Left the game (Ctrl-C).', 5000);
    expect(await terminal.exited).toBe(130);
  });

  it('q at the prompt stops the game and exits 0', async () => {
    const terminal = run(['play', 'jungle', '--mode', 'h2h']);
    await terminal.waitFor('Blue>');
    terminal.type('q\r');
    await terminal.waitFor('Left the game.');
    expect(await terminal.exited).toBe(0);
  });

  it('Ctrl-C at the game chooser exits 130', async () => {
    const terminal = run(['play']);
    await terminal.waitFor('Which game?');
    terminal.press('Ctrl-C');
    expect(await terminal.exited).toBe(130);
    expect(terminal.cursorVisible()).toBe(true);
  });

  it('q at the game chooser leaves quietly, exit 0', async () => {
    const terminal = run(['play']);
    await terminal.waitFor('Which game?');
    terminal.type('q');
    expect(await terminal.exited).toBe(0);
  });
});
