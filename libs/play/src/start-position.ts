import { createRng, type Player, type Rng } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { fromRuleError, refuse, type PlayResult } from './play-error.js';

/** Where a game starts: a position text, or (Stratego) setup texts, else the game's own start. */
export interface StartChoice {
  /** A position text (docs/notation.md); excludes `setups`. */
  readonly position?: string;
  /** Setup texts per seat (Stratego, ST-1); a missing one is drawn at random from `seed`. */
  readonly setups?: readonly [string | undefined, string | undefined];
  /** Seed of the random setups (default 1). */
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
 * The full start state of a choice: the position, or the state built from both setups (missing ones
 * drawn at random), or the game's start. Used by the machine commands, which have no set-up phase.
 */
export function startState(entry: GameEntry, choice: StartChoice): PlayResult<unknown> {
  const { game, notation } = entry;
  const seed = choice.seed ?? 1;
  if (choice.position !== undefined) {
    if (choice.setups?.some((text) => text !== undefined)) return refuse('bad-option', 'a start position and setups exclude each other');
    const parsed = notation.parsePosition(choice.position);
    return parsed.ok ? parsed : fromRuleError(parsed.error);
  }
  if (!game.setup) {
    if (choice.setups?.some((text) => text !== undefined)) return refuse('bad-option', `${game.name} has no set-up phase; setups apply to Stratego`);
    return { ok: true, value: game.start(createRng(seed)) };
  }
  const setups: unknown[] = [];
  for (const player of [0, 1] as const) {
    const text = choice.setups?.[player];
    if (text === undefined) setups.push(randomSetupFor(entry, player, seed));
    else {
      const parsed = parseSetupText(entry, player, text);
      if (!parsed.ok) return { ok: false, error: { ...parsed.error, message: `setup of seat ${player}: ${parsed.error.message}` } };
      setups.push(parsed.value);
    }
  }
  const started = game.setup.start(setups[0], setups[1]);
  return started.ok ? started : fromRuleError(started.error);
}
