import { parseArgs } from 'node:util';
import { UsageError, type OptionTable } from './command.js';

/** What {@link parseCommandArgs} returns: option values by name and the positional arguments. */
export interface CommandArgs<O extends OptionTable> {
  readonly values: ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>['values'];
  readonly positionals: string[];
}

/**
 * Strict option parsing for a command: unknown options and missing values become a UsageError that
 * names the command, instead of Node's multi-line exception.
 */
export function parseCommandArgs<O extends OptionTable>(command: string, args: readonly string[], options: O): CommandArgs<O> {
  try {
    return parseArgs({ args: withNegativeValues(args, options), options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'bad arguments';
    throw new UsageError(`${command}: ${message.replace(/\. To specify a positional argument.*$/, '')}`);
  }
}

/**
 * `--delay -5` as `--delay=-5`: Node reads a value that starts with a dash as another option and says
 * only that the argument "is ambiguous". A number is never an option, so it is handed to the option,
 * whose own check then says what it takes.
 */
function withNegativeValues(args: readonly string[], options: OptionTable): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (name !== null && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** Parses a whole-number argument within bounds. */
export function parseCount(name: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined) throw new UsageError(`missing ${name}`);
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  const value = Number(text);
  if (value < min || value > max) throw new UsageError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}
