// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PairingBody } from '@tabula/protocol';
import type { KeyValueStore } from '../game/saved-game.js';
import { QuickPairing } from './quick-pairing.js';

const server = vi.hoisted(() => ({ asked: [] as unknown[], refuse: false }));
vi.mock('./online-api.js', () => ({
  onlineClient: {
    pair: (body: PairingBody) => {
      server.asked.push(body);
      return server.refuse ? Promise.reject(new Error('The server cannot be reached.')) : Promise.resolve({ id: 'g7', seat: 1, token: 'secret', version: 0, paired: false });
    },
  },
}));

function memoryStore(): KeyValueStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

afterEach(() => {
  cleanup();
  server.asked = [];
  server.refuse = false;
  window.location.hash = '';
});

describe('quick pairing', () => {
  it('asks for the game and the time control chosen, keeps the seat key and opens the game', async () => {
    const store = memoryStore();
    render(<QuickPairing store={store} />);
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '3+2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quick pairing: Jungle' }));
    await waitFor(() => { expect(window.location.hash).toBe('#/online/g7'); });
    expect(server.asked).toEqual([{ game: 'jungle', clock: { kind: 'fischer', initialMs: 180000, incrementMs: 2000 } }]);
    expect(JSON.parse(store.values.get('tabula.online.g7') ?? 'null')).toEqual({ seat: 1, token: 'secret' });
  });

  it('asks for an untimed game by default, and says in words why none was found', async () => {
    server.refuse = true;
    render(<QuickPairing store={memoryStore()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Quick pairing: Jungle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server cannot be reached.');
    expect(server.asked).toEqual([{ game: 'jungle' }]);
    expect(screen.getByRole('button', { name: 'Quick pairing: Jungle' }).hasAttribute('disabled')).toBe(false);
  });
});
