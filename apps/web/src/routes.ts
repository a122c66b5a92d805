/** The pages of the client, addressed by the URL's hash so that any static server can serve them. */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'new'; readonly game: string | null }
  | { readonly page: 'play' }
  /** A game's rules, scrolled to one rule (`CK-5`) when `rule` is given. */
  | { readonly page: 'rules'; readonly game: string; readonly rule?: string }
  /** An online game, played as the seat this browser holds (or watched when it holds none). */
  | { readonly page: 'online'; readonly id: string }
  /** The invite link: claims the seat, then opens the game. */
  | { readonly page: 'join'; readonly id: string; readonly seat: 0 | 1 }
  /** The watch link: the spectator's view. */
  | { readonly page: 'watch'; readonly id: string }
  | { readonly page: 'lobby' };

/** Reads `#/new/jungle`, `#/play`, `#/rules/stratego`, `#/rules/checkers61b/CK-5`, `#/online/ID`, `#/join/ID/1`, `#/watch/ID`, `#/lobby`; anything else is the home page. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [page, game, third] = parts;
  if (page === 'online' && game) return { page: 'online', id: game };
  if (page === 'join' && game && (third === '0' || third === '1')) return { page: 'join', id: game, seat: third === '0' ? 0 : 1 };
  if (page === 'watch' && game) return { page: 'watch', id: game };
  if (page === 'lobby') return { page: 'lobby' };
  if (page === 'new') return { page: 'new', game: game ?? null };
  if (page === 'play') return { page: 'play' };
  if (page === 'rules' && game) return third ? { page: 'rules', game, rule: third } : { page: 'rules', game };
  return { page: 'home' };
}

/** The hash of a route, the inverse of {@link parseRoute}. */
export function routeHash(route: Route): string {
  switch (route.page) {
    case 'home':
      return '#/';
    case 'new':
      return route.game ? `#/new/${encodeURIComponent(route.game)}` : '#/new';
    case 'play':
      return '#/play';
    case 'rules':
      return `#/rules/${encodeURIComponent(route.game)}${route.rule ? `/${encodeURIComponent(route.rule)}` : ''}`;
    case 'online':
      return `#/online/${encodeURIComponent(route.id)}`;
    case 'join':
      return `#/join/${encodeURIComponent(route.id)}/${route.seat}`;
    case 'watch':
      return `#/watch/${encodeURIComponent(route.id)}`;
    case 'lobby':
      return '#/lobby';
  }
}

/** Moves the page to `route` (after an action's answer, such as a pairing): the hash router takes it from there. */
export function goTo(route: Route): void {
  window.location.hash = routeHash(route);
}
