// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSocket, LobbyEntry } from '@tabula/protocol';
import LobbyPage from './lobby-page.js';

/** The lobby sockets the page opened, each a stand-in the test pushes messages through. */
const sockets = vi.hoisted(() => [] as LiveSocket[]);
vi.mock('./online-api.js', () => ({
  onlineClient: {
    openLobby: () => {
      const socket: LiveSocket = { onopen: null, onmessage: null, onclose: null, onerror: null, send: () => undefined, close: () => undefined };
      sockets.push(socket);
      return socket;
    },
  },
}));

afterEach(() => {
  cleanup();
  sockets.length = 0;
});

const store = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function push(open: readonly LobbyEntry[], active: readonly LobbyEntry[]): void {
  act(() => sockets.at(-1)?.onmessage?.({ data: JSON.stringify({ type: 'lobby', open, active }) }));
}

describe('the lobby', () => {
  it("shows what the server pushes, a timed game's time control named and an untimed game's not", async () => {
    render(<LobbyPage store={store} />);
    push(
      [{ id: 'a', game: 'jungle', status: 'open', version: 0, players: [{ seat: 0, kind: 'human', taken: true }, { seat: 1, kind: 'human', taken: false }], timeControl: '5+3' }],
      [{ id: 'b', game: 'stratego', status: 'active', version: 4, players: [{ seat: 0, kind: 'human', taken: true }, { seat: 1, kind: 'human', taken: true }] }],
    );
    expect((await screen.findByText(/^Jungle, 5\+3/)).textContent).toBe('Jungle, 5+3 (Blue: a player, Red: free seat) Join as Red');
    expect((await screen.findByText(/^Stratego \(/)).textContent).toBe('Stratego (Red: a player, Blue: a player) Watch');
    // The next push replaces the lists: the open game was taken.
    push([], []);
    expect(await screen.findByText('No game is waiting for a player.')).toBeTruthy();
    expect(screen.queryByText(/^Jungle, 5\+3/)).toBeNull();
  });

  it('says when the connection drops and opens the socket again', async () => {
    vi.useFakeTimers();
    try {
      render(<LobbyPage store={store} />);
      act(() => sockets.at(-1)?.onclose?.({ code: 1006, reason: '' }));
      expect(screen.getByRole('alert').textContent).toMatch(/reconnecting/);
      act(() => vi.advanceTimersByTime(600));
      expect(sockets).toHaveLength(2);
      push([], []);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
