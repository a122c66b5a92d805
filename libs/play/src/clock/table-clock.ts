import type { Player } from '@tabula/engine-core';
import type { ClockReading } from './game-clock.js';

/**
 * A timed game's clock as a table shows it: the readings its keeper (the server) last sent, and when
 * they arrived on this device. A front end counts the running side down from then ({@link tableClockNow})
 * and takes every new reading as the truth; it never decides a timeout itself.
 */
export interface TableClock {
  /** The time control as players write it: `5+3`, `30s/move +2:00`. */
  readonly name: string;
  /** Each side's time until its flag falls, when the readings were taken. */
  readonly left: readonly [number, number];
  /** Per-move clocks: what was left of each side's move allowance. */
  readonly move?: readonly [number, number];
  /** Whose time runs; null before play and after the end. */
  readonly running: Player | null;
  /** When the readings arrived, on this device's clock (ms). */
  readonly receivedAt: number;
}

/** Both sides' clocks at `localNow`: the running side counted down since the readings arrived, never below 0. */
export function tableClockNow(clock: TableClock, localNow: number): readonly [ClockReading, ClockReading] {
  const elapsed = Math.max(0, localNow - clock.receivedAt);
  const read = (seat: Player): ClockReading => {
    const spent = clock.running === seat ? elapsed : 0;
    const left = Math.max(0, clock.left[seat] - spent);
    const move = clock.move?.[seat];
    return move === undefined ? { left } : { left, move: Math.max(0, move - spent) };
  };
  return [read(0), read(1)];
}

/** Whether a side is short of time (at most `lowMs`, ten seconds by default): when a front end warns its player. */
export function lowOnTime(reading: ClockReading, lowMs = 10_000): boolean {
  return reading.left <= lowMs;
}
