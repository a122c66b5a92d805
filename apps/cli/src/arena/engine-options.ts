import { UsageError } from '../command.js';
import { parseCount } from '../args.js';
import type { UciOption } from '../uci/engine-process.js';
import type { MatchEngine } from './engine-contestant.js';

/** The options of `tabula arena` that set up a `uci:` bot's engine. */
export const engineOptions = {
  'uci-go': { type: 'string' },
  'uci-option': { type: 'string', multiple: true },
  'uci-timeout': { type: 'string' },
} as const;

/** `go` arguments when none are given: a short fixed time, near our level 5's time a move. */
export const DEFAULT_GO = 'movetime 50';

/** How long an engine may be silent beyond the `go`'s own movetime: generous, a loaded machine stalls. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The engine options as parsed, with the arguments after `--`. */
export interface EngineFlags {
  readonly 'uci-go'?: string | undefined;
  readonly 'uci-option'?: readonly string[] | undefined;
  readonly 'uci-timeout'?: string | undefined;
  /** The engine's own arguments: everything after `--`. */
  readonly args: readonly string[];
}

/** One line of the UCI protocol: a value with a line break would smuggle in another command. */
function oneLine(flag: string, text: string): string {
  if (/[\r\n]/.test(text)) throw new UsageError(`arena: ${flag} must be one line`);
  return text.trim();
}

/** `NAME=VALUE` as a `setoption`; `NAME` alone is a button. Names may hold spaces (`Skill Level=3`). */
function parseOption(text: string): UciOption {
  const line = oneLine('--uci-option', text);
  const at = line.indexOf('=');
  const name = (at < 0 ? line : line.slice(0, at)).trim();
  if (name === '') throw new UsageError(`arena: --uci-option needs NAME=VALUE, got '${text}'`);
  return { name, value: at < 0 ? null : line.slice(at + 1).trim() };
}

/** The engine of a `uci:PATH` bot from the options. */
export function matchEngine(label: string, path: string, flags: EngineFlags): MatchEngine {
  if (path.trim() === '') throw new UsageError(`arena: bot '${label}' names no engine: write uci:PATH`);
  const go = oneLine('--uci-go', flags['uci-go'] ?? DEFAULT_GO).replace(/^go\b\s*/, '');
  if (go === '') throw new UsageError("arena: --uci-go needs the go command's arguments, e.g. 'nodes 10000' or 'movetime 50'");
  const movetime = /\bmovetime\s+(\d+)/.exec(go);
  const timeoutMs =
    flags['uci-timeout'] === undefined
      ? DEFAULT_TIMEOUT_MS + Number(movetime?.[1] ?? 0)
      : parseCount('--uci-timeout', flags['uci-timeout'], 1, 86_400_000);
  return { label, path, args: flags.args, options: (flags['uci-option'] ?? []).map(parseOption), timeoutMs, go };
}

/** The engine options given: each is refused without a `uci:` bot, since it could change nothing. */
export function engineFlagsGiven(flags: EngineFlags): string[] {
  const given = (Object.keys(engineOptions) as (keyof typeof engineOptions)[]).filter((name) => flags[name] !== undefined).map((name) => `--${name}`);
  return flags.args.length > 0 ? [...given, 'engine arguments after --'] : given;
}
