// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@tabula/engine-core';
import { createSession, LocalTable, type TableState, type TakebackStep } from '@tabula/play';
import { TakebackActions } from './takeback-actions.js';

const names = ['North', 'South'] as const;

/** A real table's state: animal chess between two people, North having dropped a chick when `moved`. */
function stateWith(takebackBy: Player | null, moved = true): TableState {
  const created = createSession({ game: 'animal-chess', seats: ['human', 'human'], seed: 1 });
  if (!created.ok) throw new Error(created.error.message);
  const session = created.value;
  if (moved) session.submit(0, session.legalMoves(0)[0]?.text ?? '');
  return { ...new LocalTable(session).current(), takebackBy };
}

function show(state: TableState, seatsHere: readonly Player[]): [Player, TakebackStep][] {
  const steps: [Player, TakebackStep][] = [];
  render(<TakebackActions state={state} seatsHere={seatsHere} names={names} onStep={(seat, step) => steps.push([seat, step])} />);
  return steps;
}

describe('takebacks (G-4)', () => {
  afterEach(cleanup);

  it('G-4: offers a takeback once a move has been made, and not before', () => {
    const steps = show(stateWith(null), [0]);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(steps).toEqual([[0, 'offer']]);
    cleanup();
    show(stateWith(null, false), [0]);
    expect((screen.getByRole('button', { name: 'Take back' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('G-4: shows the player who offered online that the answer is awaited, with nothing to press', () => {
    show(stateWith(0), [0]);
    expect(screen.getByRole('status').textContent).toBe("You asked to take back your last move; waiting for South's answer.");
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('G-4: lets the other player accept or decline the offer, online or at a shared device', () => {
    for (const seatsHere of [[1], [0, 1]] as const) {
      const steps = show(stateWith(0), seatsHere);
      const offer = screen.getByRole('group', { name: 'Takeback offer' });
      expect(offer.textContent).toContain('North asks to take back their last move. South, accept?');
      fireEvent.click(screen.getByRole('button', { name: 'Decline takeback' }));
      fireEvent.click(screen.getByRole('button', { name: 'Accept takeback' }));
      expect(steps).toEqual([[1, 'decline'], [1, 'accept']]);
      cleanup();
    }
  });

  it('G-4: at a shared device the last mover offers', () => {
    const steps = show(stateWith(null), [0, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(steps).toEqual([[0, 'offer']]);
  });
});
