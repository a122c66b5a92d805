import { describe, expect, it } from 'vitest';
import { lowOnTime, tableClockNow, type TableClock } from './table-clock.js';

const fischer: TableClock = { name: '5+3', left: [120_000, 300_000], running: 0, receivedAt: 1_000 };
const perMove: TableClock = { name: '30s/move +2:00', left: [150_000, 150_000], move: [30_000, 30_000], running: 1, receivedAt: 1_000 };

describe("a table's clock between two readings", () => {
  it('counts only the running side down from when the readings arrived, never below zero', () => {
    expect(tableClockNow(fischer, 11_000)).toEqual([{ left: 110_000 }, { left: 300_000 }]);
    expect(tableClockNow(fischer, 500_000)).toEqual([{ left: 0 }, { left: 300_000 }]);
    // A device clock behind the arrival (it was set back) counts nothing rather than adding time.
    expect(tableClockNow(fischer, 0)).toEqual([{ left: 120_000 }, { left: 300_000 }]);
  });

  it('counts a per-move allowance down with the whole time', () => {
    expect(tableClockNow(perMove, 21_000)).toEqual([{ left: 150_000, move: 30_000 }, { left: 130_000, move: 10_000 }]);
  });

  it('stands still when no side runs (before play, after the end)', () => {
    expect(tableClockNow({ ...fischer, running: null }, 99_000)).toEqual([{ left: 120_000 }, { left: 300_000 }]);
  });

  it('warns at ten seconds or less by default', () => {
    expect(lowOnTime({ left: 10_001 })).toBe(false);
    expect(lowOnTime({ left: 10_000 })).toBe(true);
    expect(lowOnTime({ left: 25_000 }, 30_000)).toBe(true);
  });
});
