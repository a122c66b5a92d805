import type { Player } from '@tabula/engine-core';
import { UsageError } from '../command.js';

// The links of an online game, exactly as the web client builds them (apps/web/src/routes.ts and
// online/invite-links.tsx: the page's address, then `#/join/ID/SEAT` or `#/watch/ID`), so a browser
// opens a link the terminal prints and the terminal joins a link a browser shows. The server serves
// the web client at its root, so the page's address is the server's.

/** The server's root (`http://127.0.0.1:3000`): where `/api` and the web client's page are. */
export type ServerRoot = string;

/** Reads `--server URL`: an http(s) address; its path, query and hash are not the server's. */
export function serverRoot(text: string, what = '--server'): ServerRoot {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError(`${what} must be the server's address, such as http://127.0.0.1:3000, got '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${what} must be an http:// or https:// address, got '${text}'`);
  return url.origin;
}

/** The invite link for `seat`: the web client's join page claims it, and so does `tabula join`. */
export function inviteLink(root: ServerRoot, id: string, seat: Player): string {
  return `${root}/#/join/${encodeURIComponent(id)}/${seat}`;
}

/** The watch link: the web client's spectator page, and `tabula watch`. */
export function watchLink(root: ServerRoot, id: string): string {
  return `${root}/#/watch/${encodeURIComponent(id)}`;
}

/** The page a link opens, read from its hash; null when it is none of the online pages. */
function routeOf(link: string): { root: ServerRoot; parts: string[] } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const route = /^#\/(.*)$/.exec(url.hash);
  if (!route) return null;
  let parts: string[];
  try {
    parts = (route[1] as string).split('/').map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  return { root: url.origin, parts };
}

/** An invite link (`http://HOST/#/join/ID/SEAT`), as the web client or `tabula play --server` shows it. */
export function readInviteLink(link: string): { root: ServerRoot; id: string; seat: Player } {
  const route = routeOf(link);
  const [page, id, seat] = route?.parts ?? [];
  if (!route || page !== 'join' || !id || (seat !== '0' && seat !== '1') || route.parts.length !== 3) {
    throw new UsageError(`join: '${link}' is not an invite link; an invite link looks like http://127.0.0.1:3000/#/join/GAME_ID/1`);
  }
  return { root: route.root, id, seat: seat === '0' ? 0 : 1 };
}

/**
 * A watch link (`http://HOST/#/watch/ID`). An invite link or a player's page of the same game is
 * watched too: whoever holds it may see what any spectator sees.
 */
export function readWatchLink(link: string): { root: ServerRoot; id: string } {
  const route = routeOf(link);
  const [page, id] = route?.parts ?? [];
  if (!route || !id || !((page === 'watch' && route.parts.length === 2) || (page === 'online' && route.parts.length === 2) || (page === 'join' && route.parts.length === 3))) {
    throw new UsageError(`watch: '${link}' is not a watch link; a watch link looks like http://127.0.0.1:3000/#/watch/GAME_ID`);
  }
  return { root: route.root, id };
}
