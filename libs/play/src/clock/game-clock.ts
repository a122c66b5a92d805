import { opponent, type Player } from '@tabula/engine-core';
import type { TimeControl } from './time-control.js';

/**
 * A game's clock as it is kept and sent: plain data, so a server commits it with each move and another
 * node, or the same one after a restart, continues it exactly. Time is in milliseconds of one clock
 * that everyone keeping the game shares (a server's: its monotonic clock lined up with the epoch, see
 * `serverNow`); a client never decides anything by it, it only counts down between two views.
 */
export interface ClockState {
  readonly control: TimeControl;
  /** Each side's time as it stood when `since` began: a Fischer clock's bank, a per-move clock's reserve. */
  readonly left: readonly [number, number];
  /** Whose time runs now, or null while the clock is stopped (play has not begun, or the game is over). */
  readonly running: Player | null;
  /** When the running side's turn began; meaningless while stopped. */
  readonly since: number;
}

/** One side's clock read at a moment. */
export interface ClockReading {
  /** Time until this side's flag falls if it does not move: 0 once it has fallen. */
  readonly left: number;
  /** Per-move clocks: what is left of this move's own allowance before the reserve is touched. */
  readonly move?: number;
}

/** What a move did to the clock: the clock for the next turn, or the mover's flag, which fell first. */
export type ClockAfterMove = { readonly ok: true; readonly clock: ClockState } | { readonly ok: false; readonly flagged: Player };

/** A new clock, stopped, each side with its full time. */
export function newClock(control: TimeControl): ClockState {
  const full = control.kind === 'fischer' ? control.initialMs : control.reserveMs;
  return { control, left: [full, full], running: null, since: 0 };
}

/** Starts `seat`'s time at `now` (play begins, or a stopped clock goes on). */
export function startClock(clock: ClockState, seat: Player, now: number): ClockState {
  return { ...clock, running: seat, since: now };
}

/** The most a turn begun with `left` may last before the flag falls. */
function turnBudget(control: TimeControl, left: number): number {
  return control.kind === 'fischer' ? left : control.moveMs + left;
}

/** When the running side's flag falls if it does not move, or null while the clock is stopped. */
export function flagTime(clock: ClockState): number | null {
  if (clock.running === null) return null;
  return clock.since + turnBudget(clock.control, clock.left[clock.running]);
}

/** Whose flag has fallen by `now`, if any: only the running side's can. */
export function fallenFlag(clock: ClockState, now: number): Player | null {
  const at = flagTime(clock);
  return at !== null && now >= at ? (clock.running as Player) : null;
}

/** Both sides' clocks as they read at `now`. */
export function readClock(clock: ClockState, now: number): readonly [ClockReading, ClockReading] {
  const { control } = clock;
  const read = (seat: Player): ClockReading => {
    const elapsed = clock.running === seat ? Math.max(0, now - clock.since) : 0;
    const left = Math.max(0, turnBudget(control, clock.left[seat]) - elapsed);
    return control.kind === 'fischer' ? { left } : { left, move: Math.max(0, control.moveMs - elapsed) };
  };
  return [read(0), read(1)];
}

/** What `seat`'s time stands at after a turn of `elapsed` ms, before any increment. */
function charged(clock: ClockState, seat: Player, elapsed: number): number {
  const { control } = clock;
  const left = clock.left[seat];
  return control.kind === 'fischer' ? left - elapsed : left - Math.max(0, elapsed - control.moveMs);
}

/**
 * The running side moved at `now`: its time is charged (a Fischer clock then adds the increment; a
 * per-move clock takes only the time beyond the move's allowance out of the reserve) and the other side's
 * time starts. A move that arrives when the flag has already fallen does not count: the mover lost on
 * time first, whatever the move would have done.
 */
export function clockAfterMove(clock: ClockState, now: number): ClockAfterMove {
  const mover = clock.running;
  if (mover === null) return { ok: true, clock };
  const flagged = fallenFlag(clock, now);
  if (flagged !== null) return { ok: false, flagged };
  const { control } = clock;
  const left: [number, number] = [clock.left[0], clock.left[1]];
  left[mover] = charged(clock, mover, Math.max(0, now - clock.since)) + (control.kind === 'fischer' ? control.incrementMs : 0);
  return { ok: true, clock: { control, left, running: opponent(mover), since: now } };
}

/** Stops the clock at `now` (the game ended): the running side is charged for its turn so far. */
export function stopClock(clock: ClockState, now: number): ClockState {
  if (clock.running === null) return clock;
  const left: [number, number] = [clock.left[0], clock.left[1]];
  left[clock.running] = Math.max(0, charged(clock, clock.running, Math.max(0, now - clock.since)));
  return { ...clock, left, running: null };
}

/**
 * How long a bot of `seat` may think now so as to play within its clock: a thirtieth of its time and
 * most of its increment (Fischer), or most of the move's own allowance and a thirtieth of the reserve
 * only when there is no allowance (per move), never more than half of what is left, and at least 10 ms.
 */
export function botThinkingTime(clock: ClockState, seat: Player, now: number): number {
  const { control } = clock;
  const reading = readClock(clock, now)[seat];
  const share =
    control.kind === 'fischer'
      ? reading.left / 30 + control.incrementMs * 0.8
      : control.moveMs > 0
        ? (reading.move ?? control.moveMs) * 0.8
        : reading.left / 30;
  return Math.max(10, Math.floor(Math.min(share, reading.left / 2)));
}
