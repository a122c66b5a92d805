import { describe, expect, it } from 'vitest';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';
import { startTerminal } from '../testing/terminal-session.js';
import { fileURLToPath } from 'node:url';

// Who is at an online game, at the terminal, end to end: the built `tabula` in real pseudo-terminals — a
// player who creates a timed game, one who joins it by the invite link, and a watcher — against the real
// API server (apps/api/dist/main.js), which alone keeps presence and rules on a claim. Its grace before a
// win may be claimed is one second here, so the test takes seconds; each step waits for screen text.
const online = onlineTerminalsForThisFile({ TABULA_CLAIM_AFTER_SECONDS: '1' });
const { run, api } = online;
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

describe('tabula play --server: the other player leaves', { timeout: 120_000 }, () => {
  it('the one who stayed is told, sees how long they have been gone, and claims the win once the grace is over; the watcher follows', async () => {
    const blue = run(['play', 'jungle', '--server', online.url, '--clock', '5+0']);
    const pattern = /Invite link \(plays Red\): (http:\/\/\S+)/;
    await blue.waitFor(pattern);
    const invite = pattern.exec(blue.transcript())?.[1] as string;
    const id = /#\/join\/([^/]+)\/1$/.exec(invite)?.[1] as string;
    // The watcher comes first, so that both players have heard of it before their boards are drawn.
    const watcher = run(['watch', `${online.url}/#/watch/${id}`]);
    await watcher.waitFor("Waiting for a player to take Red's seat.");
    const red = run(['join', invite]);
    // The header of each board drawn from then on counts the watcher.
    // Blue's prompt leads with nothing once Red's terminal is connected (its live socket, not only its seat).
    await blue.waitFor(/Round 1 · Blue to move · 1 watching[\s\S]*\nBlue \d:\d\d>\s*$/);
    await red.waitFor(/Round 1 · Blue to move[\s\S]*Red 5:00 \(waiting\)>\s*$/);
    await watcher.waitFor('Round 1 · Blue to move · 1 watching');

    // While Red is there a claim is refused in the server's words, and help lists it (online only).
    blue.type('claim\r');
    await blue.waitFor('✗ Refused: Red is still connected to the game');
    blue.type('help\r');
    await blue.waitFor('claim         online, in a timed game whose other player has been gone long enough: claims the win');

    blue.type('a3a4\r');
    await red.waitFor(/Round 1 · Red to move · 1 watching[\s\S]*Red \d:\d\d>\s*$/);
    await watcher.waitFor('Round 1 · Red to move · 1 watching');

    // Red leaves (quitting leaves the seat; it does not resign): Blue and the watcher are told.
    red.type('quit\r');
    expect(await red.exited).toBe(0);
    await blue.waitFor(/\nRed left the game\.\n/);
    await watcher.waitFor(/\nRed left the game\./);
    // Once the grace is over Blue's prompt says so by itself, with how long Red has been gone.
    await blue.waitFor(/Red left the game — 0:0\d; type claim to win\. Blue \d:\d\d \(waiting\)>\s*$/, 20_000);
    blue.type('claim\r');
    await blue.waitFor('Round 1 · Game over. Red left the game: Blue wins.');
    await watcher.waitFor('Round 1 · Game over. Red left the game: Blue wins.');
    await watcher.waitFor('The game is over. Press q to stop watching');
    watcher.type('q');
    expect(await watcher.exited).toBe(0);
    await blue.waitFor('Game over — save FILE, or press Enter to leave>');
    blue.press('Enter');
    expect(await blue.exited).toBe(0);
    const view = await api<{ outcome: { winner: number; reason: string } }>(id, null);
    expect(view.outcome).toEqual({ winner: 0, reason: 'abandoned' });
  });

  it('claim at a game kept at the terminal is refused in words, and help does not list it there', async () => {
    const local = startTerminal(process.execPath, [tabula, 'play', 'jungle', '--mode', 'h2h'], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
    try {
      await local.waitFor(/Blue>\s*$/);
      local.type('claim\r');
      await local.waitFor('claim is for online games: there is nobody to claim against at a local game.');
      local.type('help\r');
      await local.waitFor(/q \/ quit {2}stops the game[^\n]*\n[\s\S]*Blue>\s*$/);
      expect(local.transcript()).not.toMatch(/^ {2}claim /m);
      local.type('quit\r');
      expect(await local.exited).toBe(0);
    } finally {
      local.kill();
    }
  });
});
