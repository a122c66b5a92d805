// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, LocalTable, type GameSession, type SessionOptions } from '@tabula/play';
import type { KeyValueStore } from '../game/saved-game.js';
import TablePage from './table-page.js';

const store: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Two people's game; the test plays the other person's moves on the session itself. */
function twoPeople(options: Pick<SessionOptions, 'game'> & Partial<SessionOptions>): GameSession {
  const created = createSession({ seats: ['human', 'human'], seed: 3, ...options }, { thinker: inProcessThinker(registry) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The page of a table where `seatsHere` sit (one seat: an online player; both: a shared device). */
function openTable(session: GameSession, seatsHere: readonly Player[] = [0]): LocalTable {
  const table = new LocalTable(session, seatsHere);
  render(<TablePage table={table} place={{ kind: 'online', id: 'game-1' }} store={store} />);
  return table;
}

/** The opponent moves, as a server's view would bring it. */
function opponentPlays(session: GameSession, text: string, seat: Player = 1) {
  act(() => {
    const played = session.submit(seat, text);
    if (!played.ok) throw new Error(played.error.message);
  });
}

const square = (name: RegExp) => screen.getByRole('button', { name });
const premoveLine = () => document.querySelector('.premove-line')?.textContent ?? null;
const premoveSquares = () => [...document.querySelectorAll('[data-square]')].filter((cell) => cell.getAttribute('aria-label')?.endsWith(', premove')).map((cell) => cell.getAttribute('data-square'));

/** White has opened with e2e4 at a table of White's own: Black is to move. */
function whiteWaits(): { session: GameSession; table: LocalTable } {
  const session = twoPeople({ game: 'simple-chess' });
  const table = openTable(session);
  fireEvent.click(square(/^e2, white pawn/));
  fireEvent.click(square(/^e4, empty, legal destination/));
  expect(session.plies).toBe(1);
  return { session, table };
}

afterEach(cleanup);

describe('one premove while the opponent is to move (issue 36)', () => {
  it('queues a piece and a square, marks both, and plays the move at once when the turn comes', async () => {
    const { session } = whiteWaits();
    fireEvent.click(square(/^d2, white pawn/));
    expect(premoveLine()).toBe('Premove from d2: choose its square, or click d2 again to let go.');
    fireEvent.click(square(/^d4, empty/));
    expect(premoveLine()).toBe('Premove: d2 → d4 — click the board or press Esc to cancel.');
    expect(premoveSquares()).toEqual(['d4', 'd2']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel premove' })).toBeTruthy();
    expect(session.plies).toBe(1);

    opponentPlays(session, 'e7e5');
    await waitFor(() => { expect(session.plies).toBe(3); });
    expect(session.snapshot('spectator').moves).toEqual(['e2e4', 'e7e5', 'd2d4']);
    expect(premoveSquares()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cancel premove' })).toBeNull();
  });

  it('a new premove replaces the old one', () => {
    whiteWaits();
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    fireEvent.click(square(/^g1, white knight/));
    // Picking another piece lets the old premove go; its square completes the new one.
    expect(premoveSquares()).toEqual(['g1']);
    fireEvent.click(square(/^f3, empty/));
    expect(premoveLine()).toBe('Premove: g1 → f3 — click the board or press Esc to cancel.');
    expect(premoveSquares().sort()).toEqual(['f3', 'g1']);
  });

  it('is cancelled by the Cancel button, by Escape, and by a click on an empty square', () => {
    whiteWaits();
    const queue = () => {
      fireEvent.click(square(/^d2, white pawn/));
      fireEvent.click(square(/^d4, empty/));
      expect(premoveSquares()).toHaveLength(2);
    };
    queue();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel premove' }));
    expect(premoveSquares()).toEqual([]);
    expect(premoveLine()).toBe('Premove cancelled.');
    queue();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(premoveSquares()).toEqual([]);
    expect(premoveLine()).toBe('Premove cancelled.');
    queue();
    fireEvent.click(square(/^a5, empty/));
    expect(premoveSquares()).toEqual([]);
    expect(premoveLine()).toBe('Premove cancelled.');
    // With nothing held, a square that is not the player's says why it is not their turn, as before.
    fireEvent.click(square(/^a5, empty/));
    expect(screen.getByRole('alert').textContent).toBe("It is not your turn: it is Black's turn.");
  });

  it('is dropped, in words, when it is no legal move once the turn comes', async () => {
    const { session } = whiteWaits();
    fireEvent.click(square(/^e4, white pawn/));
    fireEvent.click(square(/^e5, empty/));
    // Black blocks the pawn: e4 → e5 is no move now.
    opponentPlays(session, 'e7e5');
    await waitFor(() => { expect(premoveLine()).toBe('Premove e4 → e5 dropped: it is not a legal move now.'); });
    expect(session.plies).toBe(2);
    expect(document.querySelector('p.status')?.textContent).toContain('Your turn (White)');
    // White plays on as usual, and the words go with the next move.
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty, legal destination/));
    await waitFor(() => { expect(session.plies).toBe(3); });
    expect(premoveLine()).toBe('');
  });

  it('is cancelled by a takeback, and by the end of the game', async () => {
    const { session, table } = whiteWaits();
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await act(async () => { await table.takeback(1, 'accept'); });
    expect(session.plies).toBe(0);
    expect(premoveLine()).toBe('Premove cancelled: a move was taken back.');
    expect(premoveSquares()).toEqual([]);

    fireEvent.click(square(/^e2, white pawn/));
    fireEvent.click(square(/^e4, empty, legal destination/));
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    act(() => { session.resign(1); });
    expect(premoveLine()).toBe('Premove cancelled: the game is over.');
    expect(premoveSquares()).toEqual([]);
  });

  it('premoves a drop from the hand (animal chess, AC-4)', async () => {
    // North (seat 0, here) holds a chick; South is to move.
    const session = twoPeople({ game: 'animal-chess', position: '2L2/5/5/5/5/2l2 1 H 1' });
    openTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'north chick in hand' }));
    fireEvent.click(square(/^b3, empty/));
    expect(premoveLine()).toBe('Premove: chick from the hand → b3 — click the board or press Esc to cancel.');
    opponentPlays(session, 'c6c5');
    await waitFor(() => { expect(session.plies).toBe(2); });
    expect(square(/^b3, north chick/)).toBeTruthy();
  });
});

describe('no premove where it does not belong', () => {
  it('Stratego hides ranks: a click while the opponent is to move is refused, nothing is queued', () => {
    const session = twoPeople({ game: 'stratego', position: 'F9/T9/10/10/10/10/10/10/9t/9f r 1' });
    openTable(session);
    fireEvent.click(square(/^a2, /));
    fireEvent.click(square(/^a3, empty/));
    expect(session.plies).toBe(1);
    fireEvent.click(square(/^a3, /));
    expect(screen.getByRole('alert').textContent).toMatch(/not your turn/);
    expect(document.querySelector('.premove')).toBeNull();
    expect(premoveSquares()).toEqual([]);
  });

  it('at a shared device each click is the player to move, never a premove', () => {
    const session = twoPeople({ game: 'simple-chess' });
    openTable(session, [0, 1]);
    fireEvent.click(square(/^e2, white pawn/));
    fireEvent.click(square(/^e4, empty, legal destination/));
    fireEvent.click(square(/^d7, black pawn/));
    expect(square(/^d5, empty, legal destination/)).toBeTruthy();
    expect(document.querySelector('.premove')).toBeNull();
    expect(premoveSquares()).toEqual([]);
  });
});
