import type { GameSession } from './game-session.js';
import type { SessionOptions } from './session-options.js';

/**
 * What a front end keeps of a session to resume it later (a server's store, a browser's storage): once
 * play has begun, the full record — its start, Stratego's setups, every move and a resignation — since
 * replaying it through the engine rebuilds the game exactly; while armies are still being set up
 * (ST-1), when there is no record yet, the setups made so far. Both are trusted storage, never shown to a
 * player: the record is the full one, with both armies.
 */
export type KeptSession =
  | { readonly record: string; readonly setups: null }
  | { readonly record: null; readonly setups: readonly [string | null, string | null] };

/** What to keep of `session` now. */
export function keepSession(session: GameSession): KeptSession {
  if (session.phase !== 'setup') return { record: session.record('all'), setups: null };
  return { record: null, setups: [session.snapshot(0).ownSetup, session.snapshot(1).ownSetup] };
}

/** What a session was kept as, with the start position it was created from, if any. */
export interface KeptStart {
  readonly record: string | null;
  readonly setups: readonly [string | null, string | null] | null;
  /** The position text a game was created from (a record, once there is one, holds it). */
  readonly position?: string | null;
}

/**
 * The options that resume a kept session: `base` (the game, its seats and seed) with the record once
 * there is one, else the start position it was created from, else the setups made so far, else nothing
 * more (a game that has not begun).
 */
export function resumeOptions(base: SessionOptions, kept: KeptStart): SessionOptions {
  if (kept.record !== null) return { ...base, record: kept.record };
  if (kept.position !== undefined && kept.position !== null) return { ...base, position: kept.position };
  const [setup0, setup1] = kept.setups ?? [null, null];
  if (setup0 === null && setup1 === null) return base;
  return { ...base, setups: [setup0 ?? undefined, setup1 ?? undefined] };
}
