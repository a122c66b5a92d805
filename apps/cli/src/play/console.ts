import { clearLine, createInterface, cursorTo, type Interface } from 'node:readline';

/** Clears the screen and the scrollback, so that a player's hidden pieces cannot be scrolled back to. */
const CLEAR_ALL = '\x1b[2J\x1b[3J\x1b[H';

/**
 * The terminal a console game talks to: lines out, answers in. On a terminal, readline gives line
 * editing; through a pipe, answers are read line by line, so scripts can play too.
 */
export interface Console {
  /** Writes lines (each ends with a newline). */
  print(...lines: string[]): void;
  /**
   * Asks for one line; null when input ended or the player pressed Ctrl-C. An online game also
   * passes `signal`, aborted when the game changes under the prompt (the opponent moved): the
   * question then resolves null, the prompt is wiped so the news can be printed, and a line typed
   * afterwards is kept for the next question.
   */
  ask(prompt: string, signal?: AbortSignal): Promise<string | null>;
  /** Clears the screen and scrollback (on a terminal; elsewhere a separator line). */
  clear(): void;
  /** Whether a person at a terminal is answering. */
  readonly interactive: boolean;
  /** Whether the player pressed Ctrl-C. */
  readonly interrupted: boolean;
  /** Whether the player stopped the game with `q` (or `quit`) while nobody was asked anything (a bot thought, bots played). */
  readonly quitting: boolean;
  /** Gives the terminal back (ends line editing). */
  close(): void;
  /** Resolves once the input has ended, or the player pressed Ctrl-C or `q`: a game that waits without asking stops then. */
  whenClosed(): Promise<void>;
}

/** What stops a game while nobody is asked anything: the prompt's own words for leaving. */
const STOP_WORDS = new Set(['q', 'quit', 'exit']);

/** The streams a console game runs on: `process.stdin`/`process.stdout` in the real command. */
export interface ConsoleStreams {
  readonly input: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly output: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

export function createConsole({ input, output }: ConsoleStreams): Console {
  const interactive = Boolean(input.isTTY && output.isTTY);
  const lines: Interface = createInterface({ input, output, terminal: interactive });
  const queued: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  let interrupted = false;
  let quitting = false;
  let closed: () => void = () => undefined;
  const whenClosed = new Promise<void>((resolve) => (closed = resolve));
  const answer = (line: string | null) => {
    const resolve = waiting;
    waiting = null;
    resolve?.(line);
  };
  // While nobody is asked (bots play, a bot thinks) a stop word ends the game there and then.
  const stop = () => {
    quitting = true;
    output.write('\n');
    lines.close();
  };
  lines.on('line', (line) => {
    if (waiting) answer(line);
    else if (STOP_WORDS.has(line.trim().toLowerCase())) stop();
    else queued.push(line);
  });
  // On a terminal a lone `q` is enough: the key is read as it is pressed (readline keeps the terminal
  // raw), and only when it is the first thing typed, so that a line typed ahead is not cut short.
  if (interactive) {
    input.on('keypress', (_text: string | undefined, key: { name?: string; ctrl?: boolean; meta?: boolean } | undefined) => {
      if (waiting === null && !ended && key?.name === 'q' && !key.ctrl && !key.meta && lines.line.trim().toLowerCase() === 'q') stop();
    });
  }
  lines.on('close', () => {
    ended = true;
    answer(null);
    closed();
  });
  // Ctrl-C at the prompt: leave cleanly (readline restores the terminal when it closes).
  lines.on('SIGINT', () => {
    interrupted = true;
    output.write('\n');
    lines.close();
  });
  return {
    print: (...text) => {
      for (const line of text) output.write(`${line}\n`);
    },
    ask(prompt, signal) {
      const next = queued.shift();
      if (next !== undefined) {
        if (!interactive) output.write(`${prompt}${next}\n`);
        return Promise.resolve(next);
      }
      if (ended || signal?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const asked = (line: string | null) => {
          signal?.removeEventListener('abort', withdraw);
          if (line !== null && !interactive) output.write(`${prompt}${line}\n`);
          resolve(line);
        };
        // The game changed under the prompt: take the question back, keeping what was typed so far
        // in readline's line for the next prompt, which redraws it.
        const withdraw = () => {
          if (waiting !== asked) return;
          waiting = null;
          if (interactive) {
            clearLine(output, 0);
            cursorTo(output, 0);
          }
          resolve(null);
        };
        waiting = asked;
        signal?.addEventListener('abort', withdraw, { once: true });
        if (interactive) {
          lines.setPrompt(prompt);
          lines.prompt(true);
        }
      });
    },
    clear: () => output.write(interactive ? CLEAR_ALL : `${'─'.repeat(40)}\n`),
    interactive,
    get interrupted() {
      return interrupted;
    },
    get quitting() {
      return quitting;
    },
    close: () => lines.close(),
    whenClosed: () => whenClosed,
  };
}
