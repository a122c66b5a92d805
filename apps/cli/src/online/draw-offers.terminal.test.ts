import { describe, expect, it } from 'vitest';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';
import type { TerminalSession } from '../testing/terminal-session.js';

// Draw offers and abort in an online game at the terminal, end to end: the built `tabula` in a real
// pseudo-terminal against the real API server (apps/api/dist/main.js), which alone rules on offers. The
// other seat is played over HTTP by the test, as any client of the API would; a watcher follows the
// offers. Each step waits for screen text, never for time.
const online = onlineTerminalsForThisFile();
const { run, api, invitedGame } = online;

/** Red's move over HTTP, at the version the server shows now. */
async function redPlays(id: string, token: string, move: string): Promise<void> {
  const { version } = await api<{ version: number }>(id, token);
  await api(`${id}/moves`, token, { move, version });
}

/** A Jungle game created at the terminal (Blue), its Red seat taken over HTTP. */
async function gameAgainstHttp(): Promise<{ blue: TerminalSession; id: string; token: string }> {
  const blue = run(['play', 'jungle', '--server', online.url]);
  const id = await invitedGame(blue);
  // The table must have seen the seat open first, or it has no joining to tell (it opens on a full game).
  await blue.waitFor('Waiting for your opponent to join as Red …');
  const { token } = await api<{ token: string }>(`${id}/seats/1`, null, {});
  await blue.waitFor('Your opponent has joined as Red.');
  await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>\s*$/);
  return { blue, id, token };
}

describe('draw offers and abort in an online game', { timeout: 180_000 }, () => {
  it('Blue offers a draw, Red plays on; Blue offers again and Red accepts: the game is drawn by agreement', async () => {
    const { blue, id, token } = await gameAgainstHttp();
    const watcher = run(['watch', `${online.url}/#/watch/${id}`]);
    await watcher.waitFor('Round 1 · Blue to move');

    blue.type('draw\r');
    await blue.waitFor('Offered Red a draw; waiting for the answer (your own move leaves it standing).');
    await watcher.waitFor('Blue offers a draw.');
    expect((await api<{ drawOfferBy: number | null }>(id, token)).drawOfferBy).toBe(0);
    // Blue's own move leaves the offer standing; Red's move declines it.
    blue.type('a3a4\r');
    await blue.waitFor("Waiting for Red's move…");
    expect((await api<{ drawOfferBy: number | null }>(id, token)).drawOfferBy).toBe(0);
    await redPlays(id, token, 'g7g6');
    await blue.waitFor('Red played on, declining your draw offer.');
    await watcher.waitFor('Red played on, declining the draw offer.');
    await blue.waitFor(/Blue>\s*$/);

    blue.type('draw\r');
    await blue.waitFor(/Offered Red a draw[\s\S]*Offered Red a draw/);
    await watcher.waitFor(/Blue offers a draw\.[\s\S]*Blue offers a draw\./);
    await api(`${id}/draw/accept`, token, {});
    await blue.waitFor('Game over. Draw: the players agreed to a draw.');
    await watcher.waitFor('Game over. Draw: the players agreed to a draw.');
    await watcher.waitFor('The game is over. Press q to stop watching');
    watcher.type('q');
    expect(await watcher.exited).toBe(0);
    await blue.waitFor('Game over — save FILE, or press Enter to leave>');
    blue.press('Enter');
    expect(await blue.exited).toBe(0);
    const view = await api<{ outcome: { winner: number | null; reason: string } }>(id, null);
    expect(view.outcome).toEqual({ winner: null, reason: 'agreement' });
  });

  it('Red offers a draw: Blue is told how to answer and declines it, then accepts the next', async () => {
    const { blue, id, token } = await gameAgainstHttp();
    await api(`${id}/draw`, token, {});
    await blue.waitFor('Red offers a draw: type draw to accept, or decline; your move declines it.');
    blue.type('decline\r');
    await blue.waitFor("Declined Red's draw offer: play on.");
    expect((await api<{ drawOfferBy: number | null }>(id, token)).drawOfferBy).toBeNull();
    // Nothing is pending now: accept is refused in the server's words.
    blue.type('accept\r');
    await blue.waitFor(/✗ .*offered no draw/);
    await api(`${id}/draw`, token, {});
    await blue.waitFor(/Red offers a draw: type draw[\s\S]*Red offers a draw: type draw/);
    blue.type('draw\r');
    await blue.waitFor('Game over. Draw: the players agreed to a draw.');
    await blue.waitFor('Game over — save FILE, or press Enter to leave>');
    blue.press('Enter');
    expect(await blue.exited).toBe(0);
  });

  it('abort ends a game before both sides have moved, with no result', async () => {
    const { blue, id } = await gameAgainstHttp();
    blue.type('a3a4\r');
    await blue.waitFor("Waiting for Red's move…");
    blue.type('abort\r');
    await blue.waitFor('Game over. Aborted before both sides had moved: no result.');
    await blue.waitFor('Game over — save FILE, or press Enter to leave>');
    blue.press('Enter');
    expect(await blue.exited).toBe(0);
    const view = await api<{ outcome: { winner: number | null; reason: string } }>(id, null);
    expect(view.outcome).toEqual({ winner: null, reason: 'aborted' });
  });

  it('abort is refused in words once both sides have moved, and play goes on', async () => {
    const { blue, id, token } = await gameAgainstHttp();
    blue.type('a3a4\r');
    await blue.waitFor("Waiting for Red's move…");
    await redPlays(id, token, 'g7g6');
    await blue.waitFor(/Last move: Red g7g6[\s\S]*Blue>\s*$/);
    blue.type('abort\r');
    await blue.waitFor(/✗ .*both sides have moved/);
    blue.type('quit\r');
    expect(await blue.exited).toBe(0);
  });

  it('a draw offered to the server\'s bot is refused in its words', async () => {
    const blue = run(['play', 'jungle', '--server', online.url, '--level', '1']);
    await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>\s*$/);
    blue.type('draw\r');
    await blue.waitFor(/✗ .*bots take no draws/);
    blue.type('quit\r');
    expect(await blue.exited).toBe(0);
  });
});
