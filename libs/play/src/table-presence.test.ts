import { describe, expect, it } from 'vitest';
import { awayFor, claimableAt, elapsedFace, type TablePresence } from './table-presence.js';

const here = { connected: true, awaySince: null } as const;

describe('table presence', () => {
  it('offers the claim when the other seat has been gone for the grace, and never while it is there', () => {
    const gone: TablePresence = { seats: [here, { connected: false, awaySince: 10_000 }], spectators: 2, claimAfterMs: 30_000 };
    expect(claimableAt(gone, 0)).toBe(40_000);
    // Seat 1 cannot claim against a seat that is connected.
    expect(claimableAt(gone, 1)).toBeNull();
    expect(awayFor(gone, 1, 52_000)).toBe(42_000);
    expect(awayFor(gone, 0, 52_000)).toBeNull();
  });

  it('offers no claim where none exists (untimed, or a bot opponent)', () => {
    const untimed: TablePresence = { seats: [here, { connected: false, awaySince: 0 }], spectators: 0, claimAfterMs: null };
    expect(claimableAt(untimed, 0)).toBeNull();
  });

  it('never counts a time away below zero when the device clock lags the word', () => {
    const justLeft: TablePresence = { seats: [{ connected: false, awaySince: 5_000 }, here], spectators: 0, claimAfterMs: 60_000 };
    expect(awayFor(justLeft, 0, 4_000)).toBe(0);
  });

  it('counts time away up in whole seconds', () => {
    expect(elapsedFace(0)).toBe('0:00');
    expect(elapsedFace(42_999)).toBe('0:42');
    expect(elapsedFace(725_000)).toBe('12:05');
    expect(elapsedFace(3_723_000)).toBe('1:02:03');
    expect(elapsedFace(-5)).toBe('0:00');
  });
});
