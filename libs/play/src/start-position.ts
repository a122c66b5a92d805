import { createRng, type Player, type Rng } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { fromRuleError, refuse, type PlayResult } from './play-error.js';

/** Where a game starts: a position text, or (Stratego) setups, else the game's own start. */
export interface StartChoice {
  /** A position text (docs/notation.md); excludes `setups`. */
  readonly position?: string;
  /** Parsed setups per seat ({@link parseSetupText}); a missing one is drawn at random from `seed`. */
  readonly setups?: readonly [unknown, unknown];
  /** Seed of the start's random stream (default 1). */
  readonly seed?: number | string;
}

/** The random stream that draws `player`'s setup: one per seat, so one seat's setup never shifts the other's. */
export function setupRng(seed: number | string, player: Player): Rng {
  return createRng(`${seed}/setup/${player}`);
}

/** Parses and checks one seat's setup text (ST-1). */
export function parseSetupText(entry: GameEntry, player: Player, text: string): PlayResult<unknown> {
  const { game, notation } = entry;
  if (!game.setup || !notation.parseSetup) return refuse('bad-option', `${game.name} has no set-up phase`);
  const parsed = notation.parseSetup(text, player);
  if (!parsed.ok) return fromRuleError(parsed.error);
  const valid = game.setup.validate(player, parsed.value);
  return valid.ok ? valid : fromRuleError(valid.error);
}

/** A random setup for a seat, drawn from the seed's stream for that seat. */
export function randomSetupFor(entry: GameEntry, player: Player, seed: number | string): unknown {
  const setup = entry.game.setup;
  if (!setup) throw new Error(`${entry.id} has no set-up phase`);
  return setup.random(player, setupRng(seed, player));
}

/**
 * The full start state of a choice, for the machine commands (`tabula start`, `moves`, `apply` …), which
 * have no set-up phase: the position; or the state built from both setups, a missing one drawn from
 * the seed's stream (seat 0's first, so `--seed N` gives what `game.start` gives for N); or the start.
 */
export function startState(entry: GameEntry, choice: StartChoice): PlayResult<unknown> {
  const { game, notation } = entry;
  const given = choice.setups ?? [undefined, undefined];
  const anySetup = given.some((setup) => setup !== undefined);
  if (choice.position !== undefined) {
    if (anySetup) return refuse('bad-option', 'a start position and setups exclude each other');
    const parsed = notation.parsePosition(choice.position);
    return parsed.ok ? parsed : fromRuleError(parsed.error);
  }
  const rng = createRng(choice.seed ?? 1);
  if (!anySetup) return { ok: true, value: game.start(rng) };
  const setup = game.setup;
  if (!setup) return refuse('bad-option', `${game.name} has no set-up phase; setups apply to Stratego`);
  const first = given[0] === undefined ? setup.random(0, rng) : given[0];
  const second = given[1] === undefined ? setup.random(1, rng) : given[1];
  const started = setup.start(first, second);
  return started.ok ? started : fromRuleError(started.error);
}
