import { describe, expect, it } from 'vitest';
import type { TableClock } from '@tabula/play';
import { clockLine, lowTimeNote, promptTime, untilLowTime } from './clock-line.js';

const names = ['Blue', 'Red'] as const;
// Readings that arrived at 1 000 ms on this machine's clock.
const fischer: TableClock = { name: '5+3', left: [292_000, 298_000], running: 1, receivedAt: 1_000 };
const perMove: TableClock = { name: '30s/move +2:00', left: [150_000, 150_000], move: [30_000, 30_000], running: 0, receivedAt: 1_000 };

describe('the clock line under a timed board', () => {
  it('shows both clocks as they read now, the running side marked', () => {
    expect(clockLine(fischer, names, 1_000)).toBe('Clock (5+3)  Blue 4:52 · Red ▶ 4:58');
    expect(clockLine(fischer, names, 61_000)).toBe('Clock (5+3)  Blue 4:52 · Red ▶ 3:58');
    expect(clockLine(fischer, names, 300_000)).toBe('Clock (5+3)  Blue 4:52 · Red ▶ 0.0');
  });

  it('marks nobody once the clock stands (before play, after the end)', () => {
    expect(clockLine({ ...fischer, left: [292_000, 0], running: null }, names, 99_000)).toBe('Clock (5+3)  Blue 4:52 · Red 0.0');
  });

  it('per move: what is left of the move, then the reserve, tenths in the last ten seconds', () => {
    expect(clockLine(perMove, names, 7_000)).toBe('Clock (30s/move +2:00)  Blue ▶ 0:24 +2:00 · Red 0:30 +2:00');
    expect(clockLine(perMove, names, 41_000)).toBe('Clock (30s/move +2:00)  Blue ▶ 0.0 +1:50 · Red 0:30 +2:00');
    expect(clockLine(perMove, names, 22_600)).toBe('Clock (30s/move +2:00)  Blue ▶ 8.4 +2:00 · Red 0:30 +2:00');
    // Once the clock stands (the game is over) there is no move under way: the reserves alone.
    expect(clockLine({ ...perMove, left: [3_000, 130_000], move: [3_000, 30_000], running: null }, names, 9_000)).toBe('Clock (30s/move +2:00)  Blue +0.0 · Red +1:40');
  });
});

describe('the time at the prompt', () => {
  it('is the seat\'s own, read when the prompt is printed', () => {
    expect(promptTime(fischer, 0, 50_000)).toBe('4:52');
    expect(promptTime(fischer, 1, 50_000)).toBe('4:09');
    expect(promptTime(perMove, 0, 11_000)).toBe('0:20 +2:00');
  });

  it('is warned of at ten seconds left, only while the seat\'s own time runs', () => {
    expect(lowTimeNote(fischer, 1, 289_000)).toBe('10 seconds left on your clock.');
    expect(lowTimeNote(fischer, 1, 288_999)).toBeNull();
    expect(lowTimeNote(fischer, 1, 298_500)).toBe('1 second left on your clock.');
    expect(lowTimeNote({ ...fischer, left: [5_000, 298_000] }, 0, 2_000)).toBeNull();
    // Per move the warning counts the move's allowance and the reserve together: the time until the flag.
    expect(lowTimeNote({ ...perMove, left: [8_000, 150_000], move: [0, 30_000] }, 0, 1_000)).toBe('8 seconds left on your clock.');
  });

  it('is printed again when the time turns low, once', () => {
    expect(untilLowTime(fischer, 1, 1_000)).toBe(288_000);
    expect(untilLowTime(fischer, 1, 288_000)).toBe(1_000);
    expect(untilLowTime(fischer, 1, 289_000)).toBeNull();
    expect(untilLowTime(fischer, 0, 1_000)).toBeNull();
  });
});
