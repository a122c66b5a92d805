// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import GamePage from './game-page.js';
import type { GameSettings } from './game-settings.js';
import { resumeGame, startGame, type KeyValueStore } from './saved-game.js';

function memoryStore(): KeyValueStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const thinker = inProcessThinker(registry);

function openGame(settings: GameSettings) {
  const store = memoryStore();
  const started = startGame(store, settings);
  if (!started.ok) throw new Error(started.error.message);
  const resumed = resumeGame(store, thinker);
  if (!resumed?.session.ok) throw new Error('the game did not resume');
  render(<GamePage initial={{ settings: resumed.settings, session: resumed.session.value }} store={store} thinker={thinker} />);
  return store;
}

function status(): string {
  return screen.getAllByRole('status')[0]?.textContent ?? '';
}

function square(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

afterEach(cleanup);

describe('the game page', () => {
  it('plays a move by choosing a piece and a destination, announces it and keeps the game', () => {
    const store = openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    expect(status()).toContain('White to move');
    fireEvent.click(square(/^e2, white pawn/));
    expect(square(/^e4, empty, legal destination/)).toBeTruthy();
    fireEvent.click(square(/^e4, empty, legal destination/));
    expect(status()).toBe('White played e2e4. Black to move');
    expect(square(/^e4, white pawn, last move/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'move 1, White: e2e4' })).toBeTruthy();
    expect([...store.values.values()].join()).toContain('e2e4');
  });

  it('refuses a destination the piece cannot reach and changes nothing', () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    fireEvent.click(square(/^e2, white pawn/));
    fireEvent.click(square(/^e5, empty/));
    expect(screen.getByRole('alert').textContent).toMatch(/not a legal destination|can move now/);
    expect(square(/^e2, white pawn/)).toBeTruthy();
    expect(status()).toContain('White to move');
  });

  it('takes a move back with Undo', () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    expect(status()).toContain('Black to move');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(status()).toContain('White to move');
    expect(square(/^d2, white pawn$/)).toBeTruthy();
    expect(square(/^d4, empty$/)).toBeTruthy();
  });

  it('shows the game-over banner with the reason after a resignation confirmed twice', () => {
    openGame({ game: 'jungle', opponent: 'hotseat', side: 0, seed: 'page-test' });
    expect(screen.queryByText('Game over.')).toBeNull();
    const resign = screen.getByRole('button', { name: 'Resign' });
    act(() => { resign.click(); });
    expect(screen.queryByText('Game over.')).toBeNull();
    act(() => { screen.getByRole('button', { name: 'Really resign?' }).click(); });
    const banner = screen.getByText('Game over.').closest('[role="alert"]');
    expect(banner?.textContent).toMatch(/resign/i);
    expect(screen.getByRole('button', { name: 'Resign' }).hasAttribute('disabled')).toBe(true);
  });
});
