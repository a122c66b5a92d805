// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@tabula/engine-core';
import type { TakebackStep } from '@tabula/play';
import type { GameView as OnlineView } from '@tabula/protocol';
import { TakebackActions } from './takeback-actions.js';

const names = ['North', 'South'] as const;

function viewWith(takebackBy: Player | null, moves: readonly string[] = ['H*b3']): OnlineView {
  const player = (seat: Player) => ({ seat, name: names[seat], kind: 'human', taken: true, ready: true }) as const;
  return {
    id: 'g1',
    game: 'animal-chess',
    version: 3,
    phase: 'playing',
    status: 'active',
    you: 0,
    position: null,
    toMove: 1,
    outcome: null,
    moves,
    lastMove: null,
    players: [player(0), player(1)],
    takebackBy,
  };
}

function show(view: OnlineView, you: Player): TakebackStep[] {
  const steps: TakebackStep[] = [];
  render(<TakebackActions view={view} you={you} names={names} onStep={(step) => steps.push(step)} />);
  return steps;
}

describe('online takebacks', () => {
  afterEach(cleanup);

  it('offers a takeback once a move has been made, and not before', () => {
    const steps = show(viewWith(null), 0);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(steps).toEqual(['offer']);
    cleanup();
    show(viewWith(null, []), 0);
    expect((screen.getByRole('button', { name: 'Take back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the player who offered that the answer is awaited, with nothing to press', () => {
    show(viewWith(0), 0);
    expect(screen.getByRole('status').textContent).toBe("You asked to take back your last move; waiting for South's answer.");
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("lets the opponent accept or decline the offer", () => {
    const steps = show(viewWith(0), 1);
    const offer = screen.getByRole('group', { name: 'Takeback offer' });
    expect(offer.textContent).toContain('North asks to take back their last move.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline takeback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept takeback' }));
    expect(steps).toEqual(['decline', 'accept']);
  });
});
