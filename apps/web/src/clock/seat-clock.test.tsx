// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableClock } from '@tabula/play';
import { SeatClock } from './seat-clock.js';

const sounds = vi.hoisted(() => ({ lowTime: 0 }));
vi.mock('../sound/table-sounds.js', () => ({ playLowTimeSound: () => { sounds.lowTime++; } }));

const START = 1_000_000;

function fischer(left: readonly [number, number], running: 0 | 1 | null = 0): TableClock {
  return { name: '1+0', left, running, receivedAt: Date.now() };
}

function face(name: string): string {
  return screen.getByRole('timer', { name: `${name}'s clock` }).querySelector('.clock-face')?.textContent ?? '';
}

function tick(ms: number) {
  act(() => { vi.advanceTimersByTime(ms); });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  sounds.lowTime = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a side's clock beside the board", () => {
  it('counts the running side down smoothly between two readings, and leaves the other side alone', () => {
    const clock = fischer([65_000, 60_000], 0);
    render(
      <>
        <SeatClock clock={clock} seat={0} name="Blue" own />
        <SeatClock clock={clock} seat={1} name="Red" own={false} />
      </>,
    );
    expect(face('Blue')).toBe('1:05');
    tick(3_000);
    expect(face('Blue')).toBe('1:02');
    expect(face('Red')).toBe('1:00');
    expect(screen.getByRole('timer', { name: "Blue's clock" }).className).toContain('running');
    expect(screen.getByRole('timer', { name: "Red's clock" }).className).not.toContain('running');
  });

  it('takes a new reading as the truth and stops counting when the clock stops', () => {
    const { rerender } = render(<SeatClock clock={fischer([30_000, 30_000], 0)} seat={0} name="Blue" own />);
    tick(5_000);
    expect(face('Blue')).toBe('0:25');
    // The server's next view: Blue moved with 24.5 s left, and now Red's time runs.
    rerender(<SeatClock clock={fischer([24_500, 30_000], 1)} seat={0} name="Blue" own />);
    tick(5_000);
    expect(face('Blue')).toBe('0:25');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows tenths in the last ten seconds, warns once when crossing them, and sounds it for your own clock', () => {
    render(<SeatClock clock={fischer([12_000, 60_000], 0)} seat={0} name="Blue" own />);
    const timer = screen.getByRole('timer', { name: "Blue's clock" });
    expect(timer.className).not.toContain('low');
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
    tick(2_500);
    expect(face('Blue')).toBe('9.5');
    expect(timer.className).toContain('low');
    expect(timer.textContent).toContain('low on time');
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Blue, your time is running out: 10 seconds left.');
    expect(sounds.lowTime).toBe(1);
    tick(5_000);
    expect(face('Blue')).toBe('4.5');
    expect(sounds.lowTime).toBe(1);
  });

  it("announces the opponent's crossing in words, without a sound", () => {
    render(<SeatClock clock={fischer([60_000, 10_050], 1)} seat={1} name="Red" own={false} />);
    tick(200);
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Red has 10 seconds left.');
    expect(sounds.lowTime).toBe(0);
  });

  it('a clock already low when the page opens is drawn low but not announced', () => {
    render(<SeatClock clock={fischer([5_000, 60_000], 0)} seat={0} name="Blue" own />);
    expect(screen.getByRole('timer', { name: "Blue's clock" }).className).toContain('low');
    expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
    expect(sounds.lowTime).toBe(0);
  });

  it("a per-move clock shows what is left of the move and the reserve apart", () => {
    const clock: TableClock = { name: '30s/move +2:00', left: [150_000, 150_000], move: [30_000, 30_000], running: 0, receivedAt: Date.now() };
    render(<SeatClock clock={clock} seat={0} name="Red" own />);
    const timer = screen.getByRole('timer', { name: "Red's clock" });
    expect(timer.textContent).toBe('Red (running)move 0:30reserve 2:00');
    tick(35_000);
    // The move's 30 s are spent: the reserve runs.
    expect(timer.textContent).toBe('Red (running)move 0.0reserve 1:55');
  });

  it('stops its timer when the page goes', () => {
    const { unmount } = render(<SeatClock clock={fischer([60_000, 60_000], 0)} seat={0} name="Blue" own />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
