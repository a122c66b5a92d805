import { fileURLToPath } from 'node:url';
import { spawn } from '@lydell/node-pty';
import xtermHeadless from '@xterm/headless';
import { keySequence, type TerminalKey } from './terminal-keys.js';
import { modernWidths } from './wide-unicode.js';

export type { TerminalKey } from './terminal-keys.js';

/** How to start a program in a terminal. */
export interface TerminalOptions {
  /** Terminal size; default 100 × 30. */
  readonly cols?: number;
  readonly rows?: number;
  /** Added to the parent's environment (`TERM=xterm-256color` is set); `undefined` removes a variable. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
  /** Lines kept above the screen, which {@link TerminalSession.transcript} and `waitFor` see; default 5000. */
  readonly scrollback?: number;
}

/** A program running in a real pseudo-terminal, read through a terminal emulator as a person sees it. */
export interface TerminalSession {
  /** The visible rows, trailing spaces trimmed, trailing blank rows dropped. */
  screen(): string;
  /** Every line since the start, scrollback included, wrapped rows joined into their lines. */
  transcript(): string;
  /**
   * Resolves once the transcript shows `expected` (a string or a pattern); rejects after `timeoutMs`
   * (default 30 s) or when the program exits without showing it, with the screen in the message.
   */
  waitFor(expected: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Types text as the keyboard would (no Enter added). */
  type(text: string): void;
  press(key: TerminalKey): void;
  /** Whether the program left the cursor visible (it hides it with `CSI ? 25 l`). */
  cursorVisible(): boolean;
  /** The exit code once the program ended and its last output is on screen; 128 + N after signal N. */
  readonly exited: Promise<number>;
  /** Ends the program (SIGHUP, as closing a terminal window does); harmless once it has exited. */
  kill(): void;
}

/** The program that runs each command and reports its end (see the file). */
const EXIT_REPORTER = fileURLToPath(new URL('./exit-reporter.mjs', import.meta.url));
/** The report: `ESC ] 7777 ; tabula-exit=CODE BEL`, invisible in a terminal. */
const REPORT_START = '\u001b]7777;tabula-exit=';
// eslint-disable-next-line no-control-regex -- the report is made of control characters, so that a terminal shows none of it
const EXIT_REPORT = /\u001b\]7777;tabula-exit=(\d+)\u0007/;

/** Whether `tail` (from an ESC on) may be the first part of a report that the next read completes. */
function mayStartReport(tail: string): boolean {
  return REPORT_START.startsWith(tail) || (tail.startsWith(REPORT_START) && /^\d*$/.test(tail.slice(REPORT_START.length)));
}

interface Waiter {
  readonly found: () => boolean;
  readonly resolve: () => void;
  readonly fail: (reason: string) => void;
}

/**
 * Starts `command args` in a pseudo-terminal (node-pty) and feeds its output to a headless xterm.js,
 * so end-to-end tests read the screen, not the escape codes: colours and cursor moves are applied,
 * a menu redrawn in place shows only its last state.
 */
export function startTerminal(command: string, args: readonly string[], options: TerminalOptions = {}): TerminalSession {
  const cols = options.cols ?? 100;
  const rows = options.rows ?? 30;
  const terminal = new xtermHeadless.Terminal({ cols, rows, scrollback: options.scrollback ?? 5000, allowProposedApi: true });
  terminal.unicode.register(modernWidths);
  terminal.unicode.activeVersion = modernWidths.version;
  let cursorVisible = true;
  // DECTCEM (`CSI ? 25 h` / `l`). Returning false lets xterm.js handle the sequence too: this only watches.
  const watchCursor = (visible: boolean) => (params: (number | number[])[]) => {
    if (params.includes(25)) cursorVisible = visible;
    return false;
  };
  terminal.parser.registerCsiHandler({ prefix: '?', final: 'h' }, watchCursor(true));
  terminal.parser.registerCsiHandler({ prefix: '?', final: 'l' }, watchCursor(false));

  // The program runs under exit-reporter.mjs, which writes how it ended after its last output: node-pty
  // drops output it has not read 200 ms after an exit, which a loaded machine exceeds.
  const child = spawn(process.execPath, [EXIT_REPORTER, command, ...args], {
    name: 'xterm-256color',
    cols,
    rows,
    cwd: options.cwd ?? process.cwd(),
    env: environment(options.env),
    encoding: 'utf8',
  });
  let running = true;
  const waiters = new Set<Waiter>();
  const screen = () => {
    const buffer = terminal.buffer.active;
    const shown: string[] = [];
    for (let y = buffer.viewportY; y < buffer.viewportY + terminal.rows; y++) shown.push(buffer.getLine(y)?.translateToString().trimEnd() ?? '');
    return withoutTrailingBlankLines(shown);
  };
  const transcript = () => {
    const buffer = terminal.buffer.active;
    const logical: string[] = [];
    for (let y = 0; y < buffer.length; y++) {
      const line = buffer.getLine(y);
      if (!line) continue;
      // A wrapped row continues the line above; its untrimmed width keeps the spaces at the wrap.
      if (line.isWrapped && logical.length > 0) logical[logical.length - 1] += line.translateToString();
      else logical.push(line.translateToString());
    }
    return withoutTrailingBlankLines(logical.map((text) => text.trimEnd()));
  };
  const settle = () => {
    for (const waiter of waiters) if (waiter.found()) waiter.resolve();
  };

  // The emulator answers the program's queries (cursor position, device attributes) like a real one.
  terminal.onData((reply) => {
    if (running) child.write(reply);
  });
  let reportedExit: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => {
    reportedExit = resolve;
  });
  // The program has ended: once everything before the report is on screen, waiters hear of it, and
  // the reporter is let go.
  const end = (code: number) => {
    if (!running) return;
    running = false;
    terminal.write('', () => {
      settle();
      for (const waiter of waiters) waiter.fail(`the program exited with code ${code} first`);
      reportedExit(code);
      child.kill();
    });
  };
  // Output not yet given to the emulator: the start of a report that the next read completes.
  let carried = '';
  child.onData((data) => {
    if (!running) return;
    const text = carried + data;
    const report = EXIT_REPORT.exec(text);
    if (report) {
      terminal.write(text.slice(0, report.index), settle);
      end(Number(report[1]));
      return;
    }
    const tail = text.slice(text.lastIndexOf('\u001b'));
    carried = text.includes('\u001b') && mayStartReport(tail) ? tail : '';
    terminal.write(text.slice(0, text.length - carried.length), settle);
  });
  // Only if the reporter itself was ended before it could report (a test killing the terminal first).
  child.onExit(({ exitCode, signal }) => end(signal ? 128 + signal : exitCode));

  return {
    screen,
    transcript,
    // The ceiling is generous: a cold CI run builds and tests every project at once on two cores, and a
    // terminal program's start there has been seen to take several seconds. A wait ends as soon as the
    // text shows, so a long ceiling costs nothing when all is well.
    waitFor(expected, timeoutMs = 30_000) {
      const found = () => (typeof expected === 'string' ? transcript().includes(expected) : transcript().search(expected) >= 0);
      if (found()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          found,
          resolve: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
          fail: (reason) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            reject(new Error(`waited for ${String(expected)} in vain: ${reason}. The screen:\n${framed(screen(), cols)}`));
          },
        };
        const timer = setTimeout(() => waiter.fail(`nothing after ${timeoutMs} ms`), timeoutMs);
        waiters.add(waiter);
        if (!running) waiter.fail('the program had already exited');
      });
    },
    type(text) {
      if (!running) throw new Error(`cannot type ${JSON.stringify(text)}: the program has exited`);
      child.write(text);
    },
    press(key) {
      if (!running) throw new Error(`cannot press ${key}: the program has exited`);
      child.write(keySequence(key, terminal.modes.applicationCursorKeysMode));
    },
    cursorVisible: () => cursorVisible,
    exited,
    kill() {
      if (running) child.kill();
    },
  };
}

function withoutTrailingBlankLines(lines: string[]): string {
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** The parent's environment with the overrides applied; node-pty wants only strings. */
function environment(overrides: Readonly<Record<string, string | undefined>> = {}): Record<string, string> {
  // FORCE_COLOR comes from the test runner (a CI run sets it): the program in the terminal must choose
  // its colours as it does in a player's shell, and Node warns when NO_COLOR meets FORCE_COLOR.
  const merged: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, TERM: 'xterm-256color', ...overrides };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The screen in a box, so blank rows and trailing text are visible in an error message. */
function framed(text: string, cols: number): string {
  const rule = `+${'-'.repeat(cols)}+`;
  return [rule, ...text.split('\n').map((line) => `|${line}`), rule].join('\n');
}
