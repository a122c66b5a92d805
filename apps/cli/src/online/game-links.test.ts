import { describe, expect, it } from 'vitest';
import { UsageError } from '../command.js';
import { inviteLink, readInviteLink, readWatchLink, serverRoot, watchLink } from './game-links.js';

// The links are the web client's (apps/web/src/routes.ts: `#/join/ID/SEAT`, `#/watch/ID` after the page's
// address), so a browser and a terminal open each other's.

describe('online game links', () => {
  it('are the server\'s root, then the web client\'s join and watch routes', () => {
    const root = serverRoot('http://127.0.0.1:3000');
    expect(inviteLink(root, 'T-kWvtzClPRG', 1)).toBe('http://127.0.0.1:3000/#/join/T-kWvtzClPRG/1');
    expect(watchLink(root, 'T-kWvtzClPRG')).toBe('http://127.0.0.1:3000/#/watch/T-kWvtzClPRG');
    // A path or a trailing slash given with --server is not part of the server's root.
    expect(serverRoot('https://tabula.example/games/ ')).toBe('https://tabula.example');
  });

  it('read back to the server, the game and the seat', () => {
    expect(readInviteLink('http://127.0.0.1:3000/#/join/T-kWvtzClPRG/0')).toEqual({ root: 'http://127.0.0.1:3000', id: 'T-kWvtzClPRG', seat: 0 });
    expect(readWatchLink('https://tabula.example/#/watch/abc_1')).toEqual({ root: 'https://tabula.example', id: 'abc_1' });
    // Whoever holds an invite or a player's page may watch the same game.
    expect(readWatchLink('http://h:1/#/join/abc/1')).toEqual({ root: 'http://h:1', id: 'abc' });
    expect(readWatchLink('http://h:1/#/online/abc')).toEqual({ root: 'http://h:1', id: 'abc' });
  });

  it('refuse what is not such a link, saying what one looks like', () => {
    for (const link of ['http://h/#/join/abc', 'http://h/#/join/abc/2', 'http://h/#/watch/abc', 'ftp://h/#/join/a/1', 'join/abc/1', 'http://h/join/abc/1']) {
      expect(() => readInviteLink(link), link).toThrow(new UsageError(`join: '${link}' is not an invite link; an invite link looks like http://127.0.0.1:3000/#/join/GAME_ID/1`));
    }
    for (const link of ['http://h/#/watch', 'http://h/#/lobby', 'not a link']) expect(() => readWatchLink(link), link).toThrow(/is not a watch link/);
    expect(() => serverRoot('localhost:3000')).toThrow(/--server must be an http/);
    expect(() => serverRoot('nonsense')).toThrow(/--server must be the server's address/);
  });
});
