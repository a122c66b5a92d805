import type { Registry } from '@tabula/games';
import type { BotThinker } from './bot-thinker.js';
import type { SeatChoice } from './seats.js';

/** What a session is created from. */
export interface SessionOptions {
  /** A registry id: `jungle`, `stratego` … */
  readonly game: string;
  /** Who sits in seat 0 and seat 1. */
  readonly seats: readonly [SeatChoice, SeatChoice];
  /** Seed of random setups and of the bots' choices (default 1): the same seed replays the same game. */
  readonly seed?: number | string;
  /** Start from this position text instead of the game's start. */
  readonly position?: string;
  /**
   * Stratego: setup texts given in advance per seat. A human seat without one sets up in the set-up
   * phase; a bot seat without one draws a random setup at once.
   */
  readonly setups?: readonly [string | undefined, string | undefined];
  /** Resume a saved record (its full text): its start, its moves and, when decided, its result. */
  readonly record?: string;
  /** Extra record tags, e.g. `[['Date', '2026.11.24']]`. */
  readonly tags?: readonly (readonly [string, string])[];
}

/** What a session is built with: the games and how bots think (both have defaults). */
export interface SessionDependencies {
  readonly registry?: Registry;
  readonly thinker?: BotThinker;
}
