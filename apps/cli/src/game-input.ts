import type { Player } from '@tabula/engine-core';
import type { GameEntry, Registry } from '@tabula/games';
import { parseSetupText, startState } from '@tabula/play';
import { UsageError } from './command.js';

/** A result of the engine, a parser or the play library. */
type AnyResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly message: string; readonly where?: string } };

/** Unwraps a result, turning its error into the one line the CLI prints. */
export function orFail<T>(result: AnyResult<T>, context: string): T {
  if (result.ok) return result.value;
  throw new UsageError(`${context}: ${result.error.message}${result.error.where ? ` (at ${result.error.where})` : ''}`);
}

/** The registry entry for a game id given on the command line. */
export function resolveGame(registry: Registry, id: string | undefined): GameEntry {
  if (!id) throw new UsageError('missing GAME; `tabula --help` lists the games');
  return orFail(registry.get(id), 'game');
}

/** Options that choose the position a command starts from. */
export interface PositionOptions {
  readonly position?: string | undefined;
  readonly seed?: string | undefined;
  readonly setup0?: string | undefined;
  readonly setup1?: string | undefined;
}

/** Parses `--seed`: any integer (text seeds are hashed by the Rng, but the CLI keeps it numeric). */
export function parseSeed(text: string | undefined): number {
  if (text === undefined) return 1;
  if (!/^-?\d+$/.test(text.trim())) throw new UsageError(`--seed must be an integer, got '${text}'`);
  return Number(text);
}

/**
 * The state a command works on: `--position` text if given, else the game's start. For games with
 * a set-up phase (Stratego) the start comes from `--setup0`/`--setup1`, or random setups drawn from
 * `--seed` (default 1) for whichever setup is missing. An option that could not change the answer
 * is refused rather than ignored: `--position` with any of the others, and any of the others for a
 * game with a fixed start (the Game contract: such games ignore the start's random stream).
 */
export function resolvePosition(entry: GameEntry, options: PositionOptions): unknown {
  const { game, notation } = entry;
  const startOptions = (['seed', 'setup0', 'setup1'] as const).filter((name) => options[name] !== undefined).map((name) => `--${name}`);
  if (options.position !== undefined) {
    if (startOptions.length > 0) {
      const they = startOptions.length === 1 ? 'it builds' : 'they build';
      throw new UsageError(`--position excludes ${startOptions.join(' and ')}: ${they} a start position, --position replaces it`);
    }
    return orFail(startState(entry, { position: options.position }), 'position');
  }
  if (!game.setup || !notation.parseSetup) {
    if (startOptions.length > 0) {
      const they = startOptions.length === 1 ? 'it applies' : 'they apply';
      throw new UsageError(`${game.id} has no set-up phase, so ${startOptions.join(' and ')} would change nothing; ${they} to games with one (Stratego)`);
    }
  }
  if (options.seed !== undefined && options.setup0 !== undefined && options.setup1 !== undefined) {
    throw new UsageError('--seed draws the setups not given, but --setup0 and --setup1 give both');
  }
  const setupOf = (player: Player, text: string | undefined): unknown =>
    text === undefined ? undefined : orFail(parseSetupText(entry, player, text), `--setup${player}`);
  const setups = [setupOf(0, options.setup0), setupOf(1, options.setup1)] as const;
  return orFail(startState(entry, { seed: parseSeed(options.seed), setups }), 'setup');
}

/** Shared option declarations for commands that take a position. */
export const positionOptions = {
  position: { type: 'string' },
  seed: { type: 'string' },
  setup0: { type: 'string' },
  setup1: { type: 'string' },
} as const;

/** The synopsis of the position options, for usage lines. */
export const positionUsage = '[--position TEXT | [--seed N] [--setup0 TEXT] [--setup1 TEXT]]';

/** Help text for the position options, shared by every command that takes them. */
export const positionHelp = `Position options (the same for every command that takes a position):
  --position TEXT   this position (docs/notation.md) instead of the game's start
  --seed N          games with a set-up phase (Stratego): seed of the random setups drawn for
                    the players whose --setup is not given (default 1)
  --setup0 TEXT     Stratego: player 0's (red's) setup, 40 letters from the owner's seat
  --setup1 TEXT     Stratego: player 1's (blue's) setup
--position excludes the other three, and a game with a fixed start refuses them: an option that
could not change the answer is an error, not silently ignored.`;
