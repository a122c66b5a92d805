// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, LocalTable, type SessionOptions, type TableState } from '@tabula/play';
import type { KeyValueStore } from '../game/saved-game.js';
import TablePage from '../table/table-page.js';
import { RematchOffer } from './rematch-offer.js';

const store: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The one game page over a local table: both seats here for two people, one against a bot. */
function openTable(seats: SessionOptions['seats']): LocalTable {
  const created = createSession({ game: 'simple-chess', seats, seed: 3 }, { thinker: inProcessThinker(registry) });
  if (!created.ok) throw new Error(created.error.message);
  const table = new LocalTable(created.value);
  render(<TablePage table={table} place={{ kind: 'local', bots: table, onNewGame: () => undefined, onLoadRecord: () => null }} store={store} />);
  return table;
}

function move(from: string, to: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${from}, `) }));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${to}, empty`) }));
}

afterEach(cleanup);

describe('a draw by agreement at one device', { timeout: 20000 }, () => {
  it('is offered by the player to move and accepted by the other: the game ends drawn', async () => {
    openTable(['human', 'human']);
    fireEvent.click(screen.getByRole('button', { name: 'Offer draw' }));
    const offer = await screen.findByRole('group', { name: 'Draw offer' });
    expect(offer.textContent).toContain('White offers a draw. Black, accept?');
    fireEvent.click(screen.getByRole('button', { name: 'Accept draw' }));
    const banner = (await screen.findByText('Game over.')).closest('[role="alert"]');
    expect(banner?.textContent).toContain('the players agreed to a draw');
    expect(screen.queryByRole('button', { name: 'Offer draw' })).toBeNull();
  });

  it('is declined by a button, or by a move of the player it was offered to, and may be offered again', async () => {
    openTable(['human', 'human']);
    fireEvent.click(screen.getByRole('button', { name: 'Offer draw' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline draw' }));
    await waitFor(() => { expect(screen.queryByRole('group', { name: 'Draw offer' })).toBeNull(); });
    fireEvent.click(screen.getByRole('button', { name: 'Offer draw' }));
    await screen.findByRole('group', { name: 'Draw offer' });
    // The offering player's own move leaves the offer standing; the answer is a move of the other.
    move('e2', 'e4');
    await waitFor(() => { expect(screen.getAllByRole('status')[0]?.textContent).toContain('Black to move'); });
    expect(screen.getByRole('group', { name: 'Draw offer' })).toBeTruthy();
    move('e7', 'e5');
    await waitFor(() => { expect(screen.queryByRole('group', { name: 'Draw offer' })).toBeNull(); });
    expect(screen.getByRole('button', { name: 'Offer draw' })).toBeTruthy();
  });

  it('is not offered to a bot, and says why', async () => {
    openTable(['human', { bot: 'level1' }]);
    const button = screen.getByRole('button', { name: 'Offer draw' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Black is a bot, and bots take no draws.');
  });
});

describe('abort', { timeout: 20000 }, () => {
  it('ends the game with no result before both sides have moved', async () => {
    openTable(['human', 'human']);
    move('e2', 'e4');
    fireEvent.click(await screen.findByRole('button', { name: 'Abort (no result)' }));
    const banner = (await screen.findByText('Game over.')).closest('[role="alert"]');
    expect(banner?.textContent).toContain('Aborted before both sides had moved: no result.');
  });

  it('is offered no longer once both sides have moved', async () => {
    openTable(['human', 'human']);
    expect(screen.getByRole('button', { name: 'Abort (no result)' })).toBeTruthy();
    move('e2', 'e4');
    move('e7', 'e5');
    await waitFor(() => { expect(screen.queryByRole('button', { name: 'Abort (no result)' })).toBeNull(); });
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
  });
});

describe('the rematch after an online game', () => {
  const names = ['White', 'Black'] as const;
  function offer(rematch: NonNullable<TableState['rematch']>, seat: 0 | 1 | null = 0) {
    const onAsk = vi.fn();
    render(<RematchOffer rematch={rematch} seat={seat} names={names} onAsk={onAsk} />);
    return onAsk;
  }

  it('is asked for with Rematch, and then waits for the other player', () => {
    const onAsk = offer({ wanted: [false, false], next: null });
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(onAsk).toHaveBeenCalledWith(0);
    cleanup();
    offer({ wanted: [true, false], next: null });
    expect(screen.getByRole('status').textContent).toBe('Rematch offered — waiting for Black.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("takes up the other player's wish with Accept", () => {
    const onAsk = offer({ wanted: [true, false], next: null }, 1);
    expect(screen.getByRole('status').textContent).toBe('White wants a rematch: ');
    fireEvent.click(screen.getByRole('button', { name: 'Accept rematch' }));
    expect(onAsk).toHaveBeenCalledWith(1);
  });

  it('links to the rematch once it has begun, and offers a spectator nothing', () => {
    offer({ wanted: [true, true], next: 'g2' });
    expect(screen.getByRole('link', { name: 'open the rematch' }).getAttribute('href')).toBe('#/online/g2');
    cleanup();
    offer({ wanted: [false, true], next: null }, null);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
