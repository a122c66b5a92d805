import { opponent, type Player } from '@tabula/engine-core';
import { secondsFace } from './clock/time-control.js';

/** Whether a seat's player has the game open now, as the server that keeps it last said. */
export interface SeatPresence {
  readonly connected: boolean;
  /**
   * Since when the player has been gone, on this device's clock (ms): when the server's word arrived,
   * less how long it said they had been away. Null while they are connected (and for a bot's seat,
   * which is always there).
   */
  readonly awaySince: number | null;
}

/**
 * Who is at a server's game now: each seat's presence and how many spectators watch. It is no part of
 * the game (it has no version and is never stored): the server pushes it whenever it changes.
 */
export interface TablePresence {
  readonly seats: readonly [SeatPresence, SeatPresence];
  readonly spectators: number;
  /**
   * In a timed game between people: how long a seat's player must be gone before the other may claim
   * the win (reason `abandoned`); null where no such claim exists (untimed games, a bot opponent).
   */
  readonly claimAfterMs: number | null;
}

/**
 * When (this device's ms) `seat` may claim the win because the other player left; null while the other
 * player is there or no claim exists. The server decides the claim; this only tells a front end when to
 * offer it.
 */
export function claimableAt(presence: TablePresence, seat: Player): number | null {
  const { claimAfterMs } = presence;
  const away = presence.seats[opponent(seat)];
  if (claimAfterMs === null || away.connected || away.awaySince === null) return null;
  return away.awaySince + claimAfterMs;
}

/** How long the player of `seat` has been gone at `localNow`, in ms; null while they are there. */
export function awayFor(presence: TablePresence, seat: Player, localNow: number): number | null {
  const { awaySince } = presence.seats[seat];
  return awaySince === null ? null : Math.max(0, localNow - awaySince);
}

/**
 * A time away as a count-up shows it: `0:42`, `12:05`, `1:02:03`, in whole seconds (a clock face's tenths
 * are for time running out, not for time passing).
 */
export function elapsedFace(ms: number): string {
  return secondsFace(Math.floor(Math.max(0, ms) / 1000));
}
