import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { stripAnsi } from './ansi.js';
import { readLine } from './line-reader.js';
import { chooseFromList } from './list-chooser.js';

const GAMES = ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess'];

/** An output stream that remembers what was written. */
function recorder(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 40 });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return { stream, text: () => text };
}

/** An input stream that says it is a terminal and records its raw mode. */
function fakeTerminalInput() {
  const modes: boolean[] = [];
  const stream = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    setRawMode(mode: boolean) {
      modes.push(mode);
      stream.isRaw = mode;
      return stream;
    },
  });
  return { stream, modes };
}

describe('chooseFromList without a terminal', () => {
  it('prints a numbered list and reads the typed number, re-asking after a bad answer', async () => {
    const input = new PassThrough();
    const output = recorder(false);
    input.end('seven\n7\n3\n');
    await expect(chooseFromList(input, output.stream, 'Which game?', GAMES)).resolves.toBe(2);
    expect(output.text()).toBe(
      [
        'Which game?',
        '  1. animal-chess',
        '  2. checkers61b',
        '  3. jungle',
        '  4. stratego',
        '  5. simple-chess',
        'Choose 1-5 (q to quit): seven',
        "'seven' is not one of the choices: type a number from 1 to 5, or q to quit",
        'Choose 1-5 (q to quit): 7',
        "'7' is not one of the choices: type a number from 1 to 5, or q to quit",
        'Choose 1-5 (q to quit): 3',
        '',
      ].join('\n'),
    );
  });

  it('leaves the lines after the answer for the next reader', async () => {
    const input = new PassThrough();
    input.end('2\n1\nmoves c3\n');
    await expect(chooseFromList(input, recorder(false).stream, 'Which game?', GAMES)).resolves.toBe(1);
    await expect(chooseFromList(input, recorder(false).stream, 'Who plays?', ['h2m', 'h2h'])).resolves.toBe(0);
    await expect(readLine(input)).resolves.toBe('moves c3');
    await expect(readLine(input)).resolves.toBeNull();
  });

  it('gives null for q and for the end of input', async () => {
    const quit = new PassThrough();
    quit.end('q\n');
    await expect(chooseFromList(quit, recorder(false).stream, 'Which game?', GAMES)).resolves.toBeNull();
    const ended = new PassThrough();
    ended.end();
    await expect(chooseFromList(ended, recorder(false).stream, 'Which game?', GAMES)).resolves.toBeNull();
  });

  it('refuses an empty list, naming the question', async () => {
    await expect(chooseFromList(new PassThrough(), recorder(false).stream, 'Which game?', [])).rejects.toThrow(
      "nothing to choose from for 'Which game?': the list is empty",
    );
  });
});

describe('chooseFromList on a terminal', () => {
  it('moves with the arrows and answers with Enter, then restores the terminal', async () => {
    const { stream: input, modes } = fakeTerminalInput();
    const output = recorder(true);
    const choice = chooseFromList(input, output.stream, 'Which game?', GAMES);
    input.write('\x1b[B\x1b[B\x1b[A\x1b[B');
    await vi.waitFor(() => expect(stripAnsi(output.text())).toContain('❯ 3. jungle'));
    input.write('\r');
    await expect(choice).resolves.toBe(2);
    expect(modes).toEqual([true, false]);
    expect(output.text().startsWith('\x1b[?25l')).toBe(true);
    expect(output.text().endsWith('Which game? jungle\n\x1b[?25h')).toBe(true);
  });

  it('picks directly with a digit and keeps what was typed after it', async () => {
    const { stream: input } = fakeTerminalInput();
    const choice = chooseFromList(input, recorder(true).stream, 'Which game?', GAMES);
    input.write('4e2e4\n');
    await expect(choice).resolves.toBe(3);
    await expect(readLine(input)).resolves.toBe('e2e4');
  });

  it('quits with q or Esc, and is interrupted by Ctrl-C, erasing the menu and showing the cursor again', async () => {
    for (const [key, answer] of [['q', null], ['\x1b', null], ['\x03', 'interrupted']] as const) {
      const { stream: input, modes } = fakeTerminalInput();
      const output = recorder(true);
      const choice = chooseFromList(input, output.stream, 'Which game?', GAMES);
      input.write(key);
      // Ctrl-C is told apart, so that the command exits 130 as after a shell's Ctrl-C.
      await expect(choice).resolves.toBe(answer);
      expect(modes).toEqual([true, false]);
      expect(output.text().endsWith('\x1b[7A\r\x1b[J\x1b[?25h')).toBe(true);
    }
  });

  it('cuts items to the terminal width so the redraw stays one row per item', async () => {
    const { stream: input } = fakeTerminalInput();
    const output = recorder(true);
    const choice = chooseFromList(input, output.stream, 'Which game?', ['Jungle — Dou Shou Qi: eight ranked animals cross a river']);
    input.write('q');
    await choice;
    // 40 columns: 39 of text, the last one kept free so no terminal wraps early.
    expect(stripAnsi(output.text())).toContain('\r❯ 1. Jungle — Dou Shou Qi: eight ranke…\n');
  });
});
