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

/** How long the output must stay quiet after the exit before it counts as complete, and the longest wait. */
const QUIET_MS = 150;
const QUIET_LIMIT_MS = 2_000;

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

  const child = spawn(command, [...args], { name: 'xterm-256color', cols, rows, cwd: options.cwd ?? process.cwd(), env: environment(options.env), encoding: 'utf8' });
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
  let lastOutputAt = Date.now();
  child.onData((data) => {
    lastOutputAt = Date.now();
    terminal.write(data, settle);
  });
  const exited = new Promise<number>((resolve) => {
    child.onExit(({ exitCode, signal }) => {
      running = false;
      const code = signal ? 128 + signal : exitCode;
      // node-pty may report the exit before it has delivered the program's last output (seen on a loaded
      // machine: a board's last rows missing). Wait until the output has been quiet for a moment, then an
      // empty write lands after every earlier one: the last output is on screen before anyone hears of the exit.
      const exitAt = Date.now();
      const whenQuiet = () => {
        const now = Date.now();
        if (now - lastOutputAt < QUIET_MS && now - exitAt < QUIET_LIMIT_MS) {
          setTimeout(whenQuiet, QUIET_MS);
          return;
        }
        terminal.write('', () => {
          settle();
          for (const waiter of waiters) waiter.fail(`the program exited with code ${code} first`);
          resolve(code);
        });
      };
      setTimeout(whenQuiet, QUIET_MS);
    });
  });

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
