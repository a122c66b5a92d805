import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from './routes.js';

describe('the hash routes', () => {
  it('reads back every page it writes, a rule of a game included', () => {
    const routes: Route[] = [
      { page: 'home' },
      { page: 'new', game: 'jungle' },
      { page: 'new', game: null },
      { page: 'play' },
      { page: 'rules', game: 'checkers61b' },
      { page: 'rules', game: 'checkers61b', rule: 'CK-5' },
      { page: 'lobby' },
    ];
    for (const route of routes) expect(parseRoute(routeHash(route))).toEqual(route);
    expect(routeHash({ page: 'rules', game: 'checkers61b', rule: 'CK-5' })).toBe('#/rules/checkers61b/CK-5');
  });
});
