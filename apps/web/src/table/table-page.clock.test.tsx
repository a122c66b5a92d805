// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, LocalTable, type GameSession, type Table, type TableClock } from '@tabula/play';
import type { KeyValueStore } from '../game/saved-game.js';
import TablePage from './table-page.js';

const memory = new Map<string, string>();
const store: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function jungle(): GameSession {
  const created = createSession({ game: 'jungle', seats: ['human', { bot: 'level1' }], seed: 3 }, { thinker: inProcessThinker(registry) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/**
 * A local table that reads as a server's timed game: the session's states with the clock a view would
 * carry, as RemoteTable fills it. The page only shows the clock; the session decides the game.
 */
function timed(table: LocalTable, clock: TableClock): Table {
  const withClock = { clock };
  const overrides: Partial<Table> = {
    current: () => ({ ...table.current(), ...withClock }),
    subscribe: (listener) => table.subscribe((change) => { listener(change.type === 'state' ? { type: 'state', state: { ...change.state, ...withClock } } : change); }),
    reveal: (seat) => ({ ...table.reveal(seat), ...withClock }),
  };
  // Everything else is the local table's own, bound to it (a Proxy keeps up with whatever a Table offers).
  return new Proxy(table, {
    get(target, property) {
      if (property in overrides) return overrides[property as keyof Table];
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function open(table: Table) {
  render(<TablePage table={table} place={{ kind: 'online', id: 'game-1' }} store={store} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(5_000_000);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the game page of a timed game', () => {
  it('an untimed game shows no clocks', () => {
    open(new LocalTable(jungle()));
    expect(screen.queryAllByRole('timer')).toEqual([]);
  });

  it('shows both clocks by the board, your own below it, the running one counting down', () => {
    const clock: TableClock = { name: '3+2', left: [180_000, 180_000], running: 0, receivedAt: Date.now() };
    open(timed(new LocalTable(jungle()), clock));
    const [top, bottom] = screen.getAllByRole('timer');
    expect(top?.getAttribute('aria-label')).toBe("Red's clock");
    expect(bottom?.getAttribute('aria-label')).toBe("Blue's clock");
    expect(bottom?.textContent).toContain('3:00');
    act(() => { vi.advanceTimersByTime(4_000); });
    expect(bottom?.textContent).toContain('2:56');
    expect(bottom?.className).toContain('running');
    expect(top?.textContent).toContain('3:00');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('online as Blue · 3+2');
  });

  it('a game ended on time says so in words, with the flagged clock at zero', () => {
    const session = jungle();
    session.flagFell(0);
    const clock: TableClock = { name: '3+2', left: [0, 172_000], running: null, receivedAt: Date.now() };
    open(timed(new LocalTable(session), clock));
    expect(screen.getByRole('alert').textContent).toBe('Game over. Blue ran out of time: Red wins. ');
    expect(screen.getByRole('timer', { name: "Blue's clock" }).textContent).toContain('0.0');
    expect(screen.getByRole('timer', { name: "Red's clock" }).textContent).toContain('2:52');
    expect(vi.getTimerCount()).toBe(0);
  });
});
