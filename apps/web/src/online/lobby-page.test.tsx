// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyEntry } from '@tabula/protocol';
import LobbyPage from './lobby-page.js';

const games = vi.hoisted(() => ({ open: [] as readonly LobbyEntry[], active: [] as readonly LobbyEntry[] }));
vi.mock('./online-api.js', () => ({
  onlineClient: { lobby: ({ status }: { status: 'open' | 'active' }) => Promise.resolve({ games: games[status], next: null }) },
}));

afterEach(cleanup);

describe('the lobby', () => {
  it("names a timed game's time control, and says nothing of one for an untimed game", async () => {
    games.open = [
      { id: 'a', game: 'jungle', status: 'open', version: 0, players: [{ seat: 0, kind: 'human', taken: true }, { seat: 1, kind: 'human', taken: false }], timeControl: '5+3' },
    ];
    games.active = [{ id: 'b', game: 'stratego', status: 'active', version: 4, players: [{ seat: 0, kind: 'human', taken: true }, { seat: 1, kind: 'human', taken: true }] }];
    render(<LobbyPage store={{ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }} />);
    expect((await screen.findByText(/^Jungle, 5\+3/)).textContent).toBe('Jungle, 5+3 (Blue: a player, Red: free seat) Join as Red');
    expect((await screen.findByText(/^Stratego \(/)).textContent).toBe('Stratego (Red: a player, Blue: a player) Watch');
  });
});
