import type { ParseArgsConfig } from 'node:util';
import type { Registry } from '@tabula/games';

/** The options a command accepts, declared as `node:util`'s parseArgs takes them. */
export type OptionTable = NonNullable<ParseArgsConfig['options']>;

/** Where a command writes. Tests capture lines; the real CLI writes to stdout/stderr. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Whether stdout is an interactive terminal (progress bars, colours). */
  readonly isTTY: boolean;
}

/** The streams an interactive command (`tabula play`, `tabula replay`) reads and writes. */
export interface CliStreams {
  readonly input: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly output: NodeJS.WritableStream & { readonly isTTY?: boolean };
}

/** What every command gets: the games it may play and where to write. */
export interface CliContext {
  readonly registry: Registry;
  readonly io: CliIo;
  /** For interactive commands; the real CLI passes stdin and stdout. */
  readonly streams?: CliStreams;
  /** The environment (`NO_COLOR`); the real CLI passes process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** A `tabula` sub-command. */
export interface CliCommand {
  readonly name: string;
  /** One line for `tabula --help`. */
  readonly summary: string;
  /** The synopsis, e.g. `tabula perft GAME DEPTH [--position TEXT]`. */
  readonly usage: string;
  /** The full text of `tabula help NAME`, after the synopsis. */
  readonly help: string;
  /**
   * The options the command parses. Declared on the command so that the help can be held to them:
   * a test checks that `help` (and so `tabula --help`) documents every one.
   */
  readonly options?: OptionTable;
  /** Runs with the arguments after the command name; resolves to the exit code. */
  run(args: readonly string[], context: CliContext): Promise<number> | number;
}

/**
 * Input the user got wrong: the CLI prints the message as one line on stderr and exits 2. Thrown only
 * inside the CLI layer, where it turns engine error values into the process's answer.
 */
export class UsageError extends Error {}

/** Exit code for bad input (unknown game, malformed position, illegal move, bad options). */
export const EXIT_BAD_INPUT = 2;
