import { describe, expect, it } from 'vitest';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';

// Timed online games at the terminal, end to end: the built `tabula` in real pseudo-terminals against the
// real API server (apps/api/dist/main.js, which cli:test builds), which alone keeps the time. The other
// seat is played over HTTP by the test, as any client of the API would — with no live socket, so the
// terminal's prompt says that player is not connected, and when the win may be claimed. The clocks are
// short, so a flag falls within seconds; the test still waits for screen text, never for a time of its own.
const online = onlineTerminalsForThisFile();
const { run, api, invitedGame } = online;

// A flag falls within seconds, but programs and a server start in each test on a loaded machine.
describe('tabula play --server --clock', { timeout: 180_000 }, () => {
  it('a Fischer game: the clocks under each board, the time at the prompt, a warning at ten seconds, and the end on time', async () => {
    const blue = run(['play', 'jungle', '--server', online.url, '--clock', '20s+0']);
    await blue.waitFor(`Created a Jungle game with a 20s+0 clock on ${online.url}: you play Blue.`);
    const id = await invitedGame(blue);
    await blue.waitFor('Jungle online with a 20s+0 clock — Blue: you, Red: your opponent.');
    const watcher = run(['watch', `${online.url}/#/watch/${id}`]);
    await watcher.waitFor(`Watching ${id}: Blue against Red, 20s+0. Press q to stop watching.`);

    // Red takes its seat over HTTP once Blue's table has seen it open: play begins, and Blue's time runs.
    await blue.waitFor('Waiting for your opponent to join as Red …');
    const { token } = await api<{ token: string }>(`${id}/seats/1`, null, {});
    await blue.waitFor('Your opponent has joined as Red.');
    await blue.waitFor(/Round 1 · Blue to move[\s\S]*No move yet\nClock \(20s\+0\) {2}Blue ▶ 0:[12]\d · Red 0:20\nRed is not connected — 0:\d\d; you may claim the win in \d:\d\d\. Blue 0:[12]\d>\s*$/);
    await watcher.waitFor(/Clock \(20s\+0\) {2}Blue ▶ 0:[12]\d · Red 0:20/);

    blue.type('a3a4\r');
    // Blue's time stands at what the move left it; Red's runs now.
    await blue.waitFor(/Last move: Blue a3a4 — .*\nClock \(20s\+0\) {2}Blue 0:[12]\d · Red ▶ 0:[12]\d\nWaiting for Red's move…[^\n]*\nRed is not connected — 0:\d\d; you may claim the win in \d:\d\d\. Blue 0:[12]\d \(waiting\)>\s*$/);
    const { version } = await api<{ version: number }>(id, token);
    await api(`${id}/moves`, token, { move: 'g7g6', version });
    await blue.waitFor(/Last move: Red g7g6 — .*\nClock \(20s\+0\) {2}Blue ▶ 0:[12]\d · Red 0:[12]\d\nRed is not connected — 0:\d\d; you may claim the win in \d:\d\d\. Blue 0:[12]\d>\s*$/);
    await watcher.waitFor(/Last move: Red g7g6 — .*\nClock \(20s\+0\) {2}Blue ▶ 0:[12]\d · Red 0:[12]\d/);

    // Blue does not move: at ten seconds the prompt is printed again with a warning, the tenths counting.
    await blue.waitFor(/\n10 seconds left on your clock\.\nRed is not connected — 0:\d\d; you may claim the win in \d:\d\d\. Blue \d\.\d>\s*$/, 30_000);
    // Then the server's flag falls, and both screens say so in words.
    await blue.waitFor(/Round 2 · Game over\. Blue ran out of time: Red wins\.[\s\S]*Clock \(20s\+0\) {2}Blue 0\.0 · Red 0:[12]\d\nType rematch to play again with the seats swapped, or quit\.\nGame over — save FILE, or press Enter to leave>\s*$/, 30_000);
    await watcher.waitFor('Round 2 · Game over. Blue ran out of time: Red wins.');
    await watcher.waitFor('The game is over. Press q to stop watching');
    watcher.type('q');
    expect(await watcher.exited).toBe(0);
    blue.press('Enter');
    expect(await blue.exited).toBe(0);
    const view = await api<{ outcome: { winner: number; reason: string } }>(id, null);
    expect(view.outcome).toEqual({ winner: 1, reason: 'timeout' });
  });

  it('a per-move game: the move allowance beside the reserve, and the opponent who lets it run out loses', async () => {
    const red = run(['play', 'jungle', '--server', online.url, '--seat', '1', '--clock', '3s/move+0:10']);
    await red.waitFor(`Created a Jungle game with a 3s/move +0:10 clock on ${online.url}: you play Red.`);
    const id = await invitedGame(red);
    await api(`${id}/seats/0`, null, {});
    // Blue's move allowance counts down beside its reserve; Red's stand full. (Red's table may open on the game
    // with Blue's seat already taken: if that took a while, it says at once that Blue is not connected.)
    await red.waitFor(/Round 1 · Blue to move[\s\S]*Clock \(3s\/move \+0:10\) {2}Blue ▶ (3\.0|[0-2]\.\d) \+0:10 · Red 3\.0 \+0:10\nWaiting for Blue's move…[^\n]*\n(?:Blue is not connected\.\n)?Blue is not connected — 0:\d\d; you may claim the win in \d:\d\d\. Red 3\.0 \+0:10 \(waiting\)>\s*$/);
    // Blue never moves: once its allowance and its reserve are spent, Red wins on time.
    await red.waitFor(/Round 1 · Game over\. Blue ran out of time: Red wins\.[\s\S]*Clock \(3s\/move \+0:10\) {2}Blue \+0\.0 · Red \+0:10\nType rematch to play again with the seats swapped, or quit\.\nGame over — save FILE, or press Enter to leave>\s*$/, 40_000);
    red.press('Enter');
    expect(await red.exited).toBe(0);
  });
});
