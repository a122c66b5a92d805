import type { Player } from '@tabula/engine-core';
import { clockFace, lowOnTime, tableClockNow, type ClockReading, type TableClock } from '@tabula/play';

// A timed game's clocks in words at the terminal, read at the moment they are printed: the server's
// last readings counted down on this machine since they arrived (tableClockNow). The terminal only
// shows time; the server alone decides that a flag fell.

/** Time a player is warned at: ten seconds, when a player starts counting them (and clockFace shows tenths). */
const LOW_MS = 10_000;

/** Marks the side whose time runs. */
const RUNNING = '▶';

/**
 * One side's time as its clock face shows it: `4:52`; a per-move clock's what is left of this move,
 * then the reserve, in the order its name gives them (`30s/move +2:00`): `0:24 +2:00`. While the clock
 * stands (the game is over) no move is under way, so only the reserve is shown: `+0:10`.
 */
export function sideTime(reading: ClockReading, standing = false): string {
  if (reading.move === undefined) return clockFace(reading.left);
  const reserve = `+${clockFace(reading.left - reading.move)}`;
  return standing ? reserve : `${clockFace(reading.move)} ${reserve}`;
}

/** Both clocks, the running side marked: `Clock (5+3)  Blue 4:52 · Red ▶ 4:58`. */
export function clockLine(clock: TableClock, names: readonly [string, string], now: number): string {
  const readings = tableClockNow(clock, now);
  const side = (seat: Player) => `${names[seat]} ${clock.running === seat ? `${RUNNING} ` : ''}${sideTime(readings[seat], clock.running === null)}`;
  return `Clock (${clock.name})  ${side(0)} · ${side(1)}`;
}

/** The seat's own time as the prompt carries it (`Blue 4:52> `), read now. */
export function promptTime(clock: TableClock, seat: Player, now: number): string {
  return sideTime(tableClockNow(clock, now)[seat], clock.running === null);
}

/**
 * The warning for a player whose own time runs and is low (`10 seconds left on your clock.`), or null.
 * Whole seconds, rounded up, so the first warning reads as the threshold does.
 */
export function lowTimeNote(clock: TableClock, seat: Player, now: number): string | null {
  const reading = tableClockNow(clock, now)[seat];
  if (clock.running !== seat || !lowOnTime(reading, LOW_MS)) return null;
  const seconds = Math.ceil(reading.left / 1000);
  return `${seconds} second${seconds === 1 ? '' : 's'} left on your clock.`;
}

/**
 * How long until the seat's running time turns low, so the prompt can be printed again then with the
 * warning; null when its time does not run or is low already.
 */
export function untilLowTime(clock: TableClock, seat: Player, now: number): number | null {
  const reading = tableClockNow(clock, now)[seat];
  if (clock.running !== seat || lowOnTime(reading, LOW_MS)) return null;
  return reading.left - LOW_MS;
}
