import { performance } from 'node:perf_hooks';
import { clockAfterMove, readClock, startClock, stopClock, timeControlName, type ClockState, type GameSession } from '@tabula/play';
import type { ClockView } from '@tabula/protocol';
import type { GameStatus } from '../storage/game-store.js';

/**
 * The server's time for clocks: monotonic within the process (a wall clock set back by NTP cannot give
 * anyone time), lined up with the epoch at start-up so that a committed clock means the same to another
 * node or to this one after a restart, as far as their wall clocks agree.
 */
export function serverNow(): number {
  return Math.round(performance.timeOrigin + performance.now());
}

/** What the game looked like before a change, as far as its clock cares. */
export interface BeforeChange {
  readonly plies: number;
}

/**
 * The clock after a change the session has just accepted, at `now`. The clock starts when play begins
 * with every seat taken (status `active`), and stops at the end. A change that added one ply is a move
 * by the side whose time ran: it is charged and the other side's time starts (the fallen-flag check
 * comes before the move is accepted, see the game service). Any other change of whose turn it is (a
 * takeback) charges the running side its time so far and starts the side now to move, with no increment.
 */
export function clockAfterChange(clock: ClockState, before: BeforeChange, session: GameSession, status: GameStatus, now: number): ClockState {
  if (session.phase === 'over') return stopClock(clock, now);
  const toMove = session.toMove;
  if (session.phase !== 'playing' || status !== 'active' || toMove === null) return clock;
  if (clock.running === null) return startClock(clock, toMove, now);
  if (clock.running === toMove && session.plies === before.plies) return clock;
  if (session.plies === before.plies + 1 && clock.running !== toMove) {
    const after = clockAfterMove(clock, now);
    if (after.ok) return after.clock;
  }
  return startClock(stopClock(clock, now), toMove, now);
}

/** The clock as a view carries it: both sides' readings at `now`, which the view states. */
export function clockView(clock: ClockState, now: number): ClockView {
  const [zero, one] = readClock(clock, now);
  return {
    control: clock.control,
    name: timeControlName(clock.control),
    left: [zero.left, one.left],
    ...(zero.move !== undefined && one.move !== undefined ? { move: [zero.move, one.move] as [number, number] } : {}),
    running: clock.running,
    at: now,
  };
}
