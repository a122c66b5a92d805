/** The pages of the client, addressed by the URL's hash so that any static server can serve them. */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'new'; readonly game: string | null }
  | { readonly page: 'play' }
  | { readonly page: 'rules'; readonly game: string };

/** Reads `#/new/jungle`, `#/play`, `#/rules/stratego`; anything else is the home page. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [page, game] = parts;
  if (page === 'new') return { page: 'new', game: game ?? null };
  if (page === 'play') return { page: 'play' };
  if (page === 'rules' && game) return { page: 'rules', game };
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
      return `#/rules/${encodeURIComponent(route.game)}`;
  }
}
