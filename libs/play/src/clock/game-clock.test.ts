import { describe, expect, it } from 'vitest';
import { botThinkingTime, clockAfterMove, fallenFlag, flagTime, newClock, readClock, startClock, stopClock, type ClockState } from './game-clock.js';
import { clockFace, timeControlName, timeControlProblem } from './time-control.js';

const fiveThree = newClock({ kind: 'fischer', initialMs: 300_000, incrementMs: 3_000 });
const perMove = newClock({ kind: 'per-move', moveMs: 30_000, reserveMs: 120_000 });

function moved(clock: ClockState, now: number): ClockState {
  const after = clockAfterMove(clock, now);
  if (!after.ok) throw new Error(`seat ${after.flagged}'s flag fell`);
  return after.clock;
}

describe('a Fischer clock (5+3)', () => {
  it('stands still until play begins, then runs for the side to move only', () => {
    expect(flagTime(fiveThree)).toBeNull();
    expect(readClock(fiveThree, 1_000_000)).toEqual([{ left: 300_000 }, { left: 300_000 }]);
    const running = startClock(fiveThree, 0, 1_000);
    expect(readClock(running, 11_000)).toEqual([{ left: 290_000 }, { left: 300_000 }]);
    expect(flagTime(running)).toBe(301_000);
  });

  it('charges each move its time and adds the increment, then runs the other side', () => {
    let clock = startClock(fiveThree, 0, 0);
    clock = moved(clock, 10_000);
    expect(clock).toMatchObject({ left: [293_000, 300_000], running: 1, since: 10_000 });
    clock = moved(clock, 70_000);
    expect(clock).toMatchObject({ left: [293_000, 243_000], running: 0, since: 70_000 });
  });

  it('lets the flag fall at exactly zero, and a move that arrives later does not count', () => {
    const clock = startClock(fiveThree, 1, 0);
    expect(fallenFlag(clock, 299_999)).toBeNull();
    expect(fallenFlag(clock, 300_000)).toBe(1);
    expect(clockAfterMove(clock, 300_001)).toEqual({ ok: false, flagged: 1 });
    expect(readClock(clock, 400_000)[1]).toEqual({ left: 0 });
  });

  it('stops with the running side charged, and a stopped clock has no flag', () => {
    const stopped = stopClock(startClock(fiveThree, 0, 0), 45_500);
    expect(stopped).toMatchObject({ left: [254_500, 300_000], running: null });
    expect(flagTime(stopped)).toBeNull();
    expect(readClock(stopped, 10_000_000)).toEqual([{ left: 254_500 }, { left: 300_000 }]);
  });
});

describe('a per-move clock (30 s a move, 2:00 reserve)', () => {
  it('takes nothing from the reserve for a move within its allowance', () => {
    const clock = moved(startClock(perMove, 0, 0), 29_000);
    expect(clock.left).toEqual([120_000, 120_000]);
  });

  it('takes only the time beyond the allowance out of the reserve, which never grows back', () => {
    let clock = moved(startClock(perMove, 0, 0), 50_000);
    expect(clock.left).toEqual([100_000, 120_000]);
    clock = moved(clock, 55_000);
    clock = moved(clock, 56_000);
    expect(clock.left).toEqual([100_000, 120_000]);
  });

  it('reads the move allowance and the whole time left, and flags when both are spent', () => {
    const clock = startClock(perMove, 0, 0);
    expect(readClock(clock, 10_000)[0]).toEqual({ left: 140_000, move: 20_000 });
    expect(readClock(clock, 10_000)[1]).toEqual({ left: 150_000, move: 30_000 });
    expect(flagTime(clock)).toBe(150_000);
    expect(clockAfterMove(clock, 150_000)).toEqual({ ok: false, flagged: 0 });
  });
});

describe("a bot's thinking time", () => {
  it('is a thirtieth of its time and most of the increment, never more than half of what is left', () => {
    expect(botThinkingTime(startClock(fiveThree, 0, 0), 0, 0)).toBe(12_400);
    const nearlyOut = { ...fiveThree, left: [200, 300_000] as const };
    expect(botThinkingTime(startClock(nearlyOut, 0, 0), 0, 0)).toBe(100);
    expect(botThinkingTime(startClock(nearlyOut, 0, 0), 0, 199)).toBe(10);
  });

  it("per move: most of what is left of the move's allowance, leaving the reserve alone", () => {
    expect(botThinkingTime(startClock(perMove, 1, 0), 1, 10_000)).toBe(16_000);
  });
});

describe('time controls', () => {
  it('are named as players write them', () => {
    expect(timeControlName({ kind: 'fischer', initialMs: 300_000, incrementMs: 3_000 })).toBe('5+3');
    expect(timeControlName({ kind: 'fischer', initialMs: 60_000, incrementMs: 0 })).toBe('1+0');
    expect(timeControlName({ kind: 'fischer', initialMs: 90_000, incrementMs: 2_000 })).toBe('90s+2');
    expect(timeControlName({ kind: 'fischer', initialMs: 1_200, incrementMs: 0 })).toBe('1.2s+0');
    expect(timeControlName({ kind: 'per-move', moveMs: 30_000, reserveMs: 120_000 })).toBe('30s/move +2:00');
  });

  it('refuse figures that are not whole milliseconds within a day, or leave no time at all', () => {
    expect(timeControlProblem({ kind: 'fischer', initialMs: 60_000, incrementMs: 0 })).toBeNull();
    expect(timeControlProblem({ kind: 'fischer', initialMs: 0, incrementMs: 5_000 })).toMatch(/initialMs must be more than 0/);
    expect(timeControlProblem({ kind: 'fischer', initialMs: 1.5, incrementMs: 0 })).toMatch(/initialMs must be a whole number/);
    expect(timeControlProblem({ kind: 'per-move', moveMs: 30_000, reserveMs: 90_000_000 })).toMatch(/reserveMs must be .*\(a day\), got 90000000/);
    expect(timeControlProblem({ kind: 'per-move', moveMs: 0, reserveMs: 0 })).toMatch(/needs moveMs or reserveMs/);
  });

  it('show on a clock face as minutes and seconds, tenths in the last ten seconds, never below zero', () => {
    expect(clockFace(300_000)).toBe('5:00');
    expect(clockFace(299_001)).toBe('5:00');
    expect(clockFace(61_000)).toBe('1:01');
    expect(clockFace(3_723_000)).toBe('1:02:03');
    expect(clockFace(9_460)).toBe('9.4');
    expect(clockFace(-5)).toBe('0.0');
  });
});
