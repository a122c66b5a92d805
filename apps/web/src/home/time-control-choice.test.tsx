// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '@tabula/games';
import type { CreateGameBody } from '@tabula/protocol';
import { App } from '../app.js';
import type { KeyValueStore } from '../game/saved-game.js';

const created = vi.hoisted(() => [] as unknown[]);
vi.mock('../online/online-api.js', () => ({
  onlineClient: {
    createGame: (body: unknown) => {
      created.push(body);
      return Promise.resolve({ id: 'g1', version: 0, seats: [{ seat: 0, kind: 'human', token: 't0' }, { seat: 1, kind: 'human' }] });
    },
  },
}));

const store: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function openForm() {
  window.location.hash = '#/new/jungle';
  render(<App games={registry.list()} store={store} />);
  fireEvent.click(screen.getByLabelText(/Play online/));
}

async function start(): Promise<CreateGameBody> {
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await waitFor(() => { expect(created).toHaveLength(1); });
  return created[0] as CreateGameBody;
}

beforeEach(() => {
  created.length = 0;
  // jsdom draws nothing, so has nothing to scroll: the app's scroll to the top of a new page is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the time control of an online game', () => {
  it('is untimed unless chosen: no clock is sent', async () => {
    openForm();
    expect((screen.getByLabelText('Time control') as HTMLSelectElement).value).toBe('untimed');
    expect((await start()).clock).toBeUndefined();
  });

  it('a preset reaches the server as its clock', async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '3+2' } });
    expect((await start()).clock).toEqual({ kind: 'fischer', initialMs: 180_000, incrementMs: 2_000 });
  });

  it("Stratego's kind: a time for each move with a reserve", async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '30s/move' } });
    expect((await start()).clock).toEqual({ kind: 'per-move', moveMs: 30_000, reserveMs: 120_000 });
  });

  it("the player's own minutes and increment", async () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Minutes each'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Seconds added a move'), { target: { value: '1' } });
    expect((await start()).clock).toEqual({ kind: 'fischer', initialMs: 150_000, incrementMs: 1_000 });
  });

  it('own figures that cannot be used are refused in words, and nothing is created', () => {
    openForm();
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Minutes each'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Start' }).closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('Give the minutes each player starts with (more than 0).');
    expect(created).toEqual([]);
  });

  it('a game on this device has no clock to choose', () => {
    window.location.hash = '#/new/jungle';
    render(<App games={registry.list()} store={store} />);
    expect(screen.queryByLabelText('Time control')).toBeNull();
  });
});
