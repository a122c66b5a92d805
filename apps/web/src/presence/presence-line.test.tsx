// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { TablePresence } from '@tabula/play';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceLine } from './presence-line.js';

const names = ['Blue', 'Red'] as const;
const here = { connected: true, awaySince: null } as const;

describe('PresenceLine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(100_000);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says who left and counts the time up, then offers the claim once the grace has passed', () => {
    const onClaim = vi.fn();
    const presence: TablePresence = { seats: [here, { connected: false, awaySince: 58_000 }], spectators: 0, claimAfterMs: 60_000 };
    render(<PresenceLine presence={presence} seatsHere={[0]} names={names} playing openSeat={null} onClaim={onClaim} />);
    expect(screen.getByRole('status').textContent).toBe('Red left the game');
    expect(screen.getByText('0:42')).toBeTruthy();
    expect(screen.getByText('You may claim the win if they are not back in 0:18.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull();
    act(() => { vi.advanceTimersByTime(18_000); });
    expect(screen.getByText('1:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim the win' }));
    expect(onClaim).toHaveBeenCalledWith(0);
  });

  it('says nothing of a seat nobody has taken yet: that player has not come, so has not left', () => {
    const waiting: TablePresence = { seats: [here, { connected: false, awaySince: 0 }], spectators: 0, claimAfterMs: 60_000 };
    const { container } = render(<PresenceLine presence={waiting} seatsHere={[0]} names={names} playing openSeat={1} onClaim={() => undefined} />);
    expect(container.textContent).toBe('');
  });

  it('says nothing of players who are there, and offers no claim where none exists', () => {
    const { container, rerender } = render(<PresenceLine presence={{ seats: [here, here], spectators: 0, claimAfterMs: 60_000 }} seatsHere={[0]} names={names} playing openSeat={null} onClaim={() => undefined} />);
    expect(container.textContent).toBe('');
    rerender(<PresenceLine presence={{ seats: [here, { connected: false, awaySince: 0 }], spectators: 2, claimAfterMs: null }} seatsHere={[0]} names={names} playing openSeat={null} onClaim={() => undefined} />);
    expect(container.textContent).toContain('Red left the game');
    expect(container.textContent).toContain('2 watching');
    expect(screen.queryByText(/claim/)).toBeNull();
  });

  it('shows a spectator both absences and the crowd, with no claim; and nothing about leaving once the game is over', () => {
    const away: TablePresence = { seats: [{ connected: false, awaySince: 90_000 }, { connected: false, awaySince: 40_000 }], spectators: 1, claimAfterMs: 60_000 };
    const { container, rerender } = render(<PresenceLine presence={away} seatsHere={[]} names={names} playing openSeat={null} onClaim={() => undefined} />);
    expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual(['Blue left the game', 'Red left the game']);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PresenceLine presence={away} seatsHere={[]} names={names} playing={false} openSeat={null} onClaim={() => undefined} />);
    expect(container.textContent).toBe('1 watching');
  });
});
