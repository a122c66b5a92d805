import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from '../routes.js';
import { retryDelay } from '@tabula/protocol';
import { loadSeatKey, saveSeatKey } from './seat-keys.js';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
}

describe('online play in the browser', () => {
  it('reads and writes the online pages’ links', () => {
    const routes: Route[] = [{ page: 'online', id: 'a1B2' }, { page: 'join', id: 'a1B2', seat: 1 }, { page: 'watch', id: 'a1B2' }, { page: 'lobby' }];
    for (const route of routes) expect(parseRoute(routeHash(route))).toEqual(route);
    expect(routeHash({ page: 'join', id: 'x', seat: 0 })).toBe('#/join/x/0');
    // An invite for a seat that does not exist opens the home page rather than a broken claim.
    expect(parseRoute('#/join/x/2')).toEqual({ page: 'home' });
  });

  it('keeps one seat key per game, so a reload or a second tab resumes the same seat', () => {
    const store = memoryStore();
    saveSeatKey(store, 'game-1', { seat: 1, token: 'secret' });
    expect(loadSeatKey(store, 'game-1')).toEqual({ seat: 1, token: 'secret' });
    expect(loadSeatKey(store, 'game-2')).toBeNull();
    store.setItem('tabula.online.game-3', '{"seat":2,"token":"x"}');
    expect(loadSeatKey(store, 'game-3')).toBeNull();
    store.setItem('tabula.online.game-4', 'not json');
    expect(loadSeatKey(store, 'game-4')).toBeNull();
  });

  it('waits longer after each failed reconnect, up to eight seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
