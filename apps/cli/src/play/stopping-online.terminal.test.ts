import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';

// Stopping an online game at the terminal: one Ctrl-C leaves the seat, as locally, and writes --save;
// it does not resign — the server keeps the game, and the opponent plays on.
const folder = mkdtempSync(join(tmpdir(), 'tabula-stop-online-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const online = onlineTerminalsForThisFile();
const { run } = online;

describe('tabula play --server: stopping', { timeout: 180_000 }, () => {
  it('Ctrl-C leaves the seat with the record saved, exit 130; the game is not resigned and the opponent plays on', async () => {
    const file = join(folder, 'online.txt');
    const blue = run(['play', 'jungle', '--server', online.url, '--save', file]);
    const pattern = /Invite link \(plays Red\): (http:\/\/\S+)/;
    await blue.waitFor(pattern);
    const invite = pattern.exec(blue.transcript())?.[1] as string;
    const red = run(['join', invite]);
    await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>/);
    blue.type('a3a4\r');
    await red.waitFor(/Red>\s*$/);
    blue.press('Ctrl-C');
    expect(await blue.exited).toBe(130);
    expect(blue.transcript()).toContain('Left the game (Ctrl-C).');
    expect(readFileSync(file, 'utf8')).toContain('[Result "*"]');
    // Blue left without resigning: the game goes on at the server, and Red's move is played.
    red.type('g7g6\r');
    await red.waitFor("Last move: Red g7g6 — Red's rat moved from g7 to g6.");
    expect(red.transcript()).not.toMatch(/resigned|Game over/);
    red.type('q\r');
    expect(await red.exited).toBe(0);
  });
});
