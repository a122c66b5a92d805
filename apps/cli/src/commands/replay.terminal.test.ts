import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BoardPicture, Player } from '@tabula/engine-core';
import { createSession, type GameSession } from '@tabula/play';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// `tabula replay` in a real pseudo-terminal, on records made in-process by the play library.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tabula-replay-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function replay(text: string, name: string): TerminalSession {
  const file = join(folder, name);
  writeFileSync(file, text);
  return startTerminal(process.execPath, [tabula, 'replay', file], { cols: 110, rows: 45, env: { NO_COLOR: '1' } });
}

function session(game: string): GameSession {
  const created = createSession({ game, seats: ['human', 'human'], seed: 7 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays `seat`'s first legal move, or an attack when it has one. */
function playOne(game: GameSession): void {
  const seat = game.toMove as Player;
  const picture = game.snapshot(seat).picture as BoardPicture;
  const enemyAt = new Set(picture.cells.filter((cell) => cell.piece && cell.piece.owner !== seat).map((cell) => cell.square));
  const options = game.legalMoves(seat);
  const attack = options.find((option) => option.shape.path.some((square) => enemyAt.has(square)));
  const played = game.submit(seat, (attack ?? options[0])?.text as string);
  if (!played.ok) throw new Error(played.error.message);
}

/** Red's ranks that Blue knows now. */
function redRanksKnownToBlue(game: GameSession): number {
  const picture = game.snapshot(1).picture as BoardPicture;
  return picture.cells.filter((cell) => cell.piece?.owner === 0 && cell.piece.kind !== 'unknown').length;
}

describe('tabula replay', () => {
  it('says each move with the round it was played in, and on the last move how the game ended, then waits', async () => {
    const game = session('jungle');
    for (let ply = 0; ply < 3; ply++) playOne(game);
    game.resign(1);
    const [first, second, third] = game.snapshot('spectator').moves as [string, string, string];
    const terminal = replay(game.record('all'), 'jungle.txt');
    await terminal.waitFor('Start · 3 moves in all · Round 1');
    terminal.press('Enter');
    await terminal.waitFor(`Move 1 of 3: Blue ${first} · Round 1`);
    terminal.press('Enter');
    // Red's reply belongs to round 1, as the record numbers it (`1. … …`).
    await terminal.waitFor(`Move 2 of 3: Red ${second} · Round 1`);
    terminal.press('Enter');
    await terminal.waitFor(`Move 3 of 3: Blue ${third} · Round 2`);
    await terminal.waitFor('That was the last move. Red resigned: Blue wins.');
    await terminal.waitFor('Last move · Enter or q leaves');
    // The program waits on the last move: b still steps back.
    terminal.type('b\r');
    await terminal.waitFor(/Move 3 of 3[\s\S]*Move 2 of 3: Red/);
    terminal.type('3\r');
    await terminal.waitFor(/Move 2 of 3: Red[\s\S]*That was the last move/);
    terminal.press('Enter');
    expect(await terminal.exited).toBe(0);
  });

  it("ST-9: a player's Stratego copy shows at the start no enemy rank learned later, and says whose view it is", async () => {
    const game = session('stratego');
    game.randomSetup(0);
    game.randomSetup(1);
    while (redRanksKnownToBlue(game) === 0) playOne(game);
    const text = game.record(1);
    // Blue's copy knows a rank of Red's setup, learned during the game.
    const redSetup = /\[Setup0 "([^"]*)"\]/.exec(text)?.[1] ?? '';
    expect(redSetup).toMatch(/[A-WYZ]/);
    const terminal = replay(text, 'stratego-blue.txt');
    // The prompt comes after the whole board: the screen is read once all of it is there.
    await terminal.waitFor(/Start ·[\s\S]*Enter next · b back/);
    const screen = terminal.screen();
    expect(screen).toContain("Shown as Blue saw it: Red's ranks appear only once revealed.");
    // Nothing of Red's setup is printed: no Setup tag, and Red's four ranks are all unknown pieces.
    expect(terminal.transcript()).not.toContain(redSetup);
    for (const rank of [1, 2, 3, 4]) expect(screen).toMatch(new RegExp(`^ *${rank}( +X){10} +${rank}$`, 'm'));
    terminal.type(`${game.plies}\r`);
    await terminal.waitFor('That was the last move.');
    // By the last move, the revealed rank shows.
    const end = terminal.screen();
    const redRows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((rank) => end.split('\n').filter((line) => new RegExp(`^ *${rank} .* ${rank}$`).test(line)));
    expect(redRows.join('\n')).toMatch(/\b[A-WYZ]!?\b/);
    terminal.type('q\r');
    expect(await terminal.exited).toBe(0);
  });

  it('ST-9: a full Stratego record replays as a spectator saw it, and says so', async () => {
    const game = session('stratego');
    game.randomSetup(0);
    game.randomSetup(1);
    playOne(game);
    const terminal = replay(game.record('all'), 'stratego-all.txt');
    // The prompt comes after the whole board: the screen is read once all of it is there.
    await terminal.waitFor(/Start ·[\s\S]*Enter next · b back/);
    const screen = terminal.screen();
    expect(screen).toContain('Shown as a spectator saw it: a rank appears only once it was revealed.');
    for (const rank of [1, 2, 3, 4]) expect(screen).toMatch(new RegExp(`^ *${rank}( +X){10} +${rank}$`, 'm'));
    for (const rank of [7, 8, 9, 10]) expect(screen).toMatch(new RegExp(`^ *${rank}( +x){10} +${rank}$`, 'm'));
    terminal.type('q\r');
    expect(await terminal.exited).toBe(0);
  });

  it('names a record that is not there, and exits 2', async () => {
    const missing = join(folder, 'no-such-record.txt');
    const terminal = startTerminal(process.execPath, [tabula, 'replay', missing], { cols: 110, rows: 20, env: { NO_COLOR: '1' } });
    expect(await terminal.exited).toBe(2);
    expect(terminal.transcript()).toContain(`tabula: replay: the record '${missing}' is not there (no such file)`);
    expect(terminal.transcript()).not.toContain('ENOENT');
  });
});
