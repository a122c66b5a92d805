import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// Draw offers and abort in a game kept at the terminal, in a real pseudo-terminal: in hot-seat the other
// player answers an offer at the same keyboard when their turn comes, as online at theirs; a bot takes no
// draw. Each step waits for screen text, never for time.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

function play(args: readonly string[]): TerminalSession {
  return startTerminal(process.execPath, [tabula, 'play', ...args], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
}

const RED_TOLD = 'Blue offers a draw: type draw to accept, or decline; your move declines it.';

describe('tabula play: draw offers and abort at one keyboard', { timeout: 120_000 }, () => {
  it('hot-seat: Blue offers and moves, Red declines at its turn; Blue offers again and Red accepts — a draw by agreement', async () => {
    const terminal = play(['jungle', '--mode', 'h2h']);
    await terminal.waitFor(/Blue>\s*$/);
    terminal.type('draw\r');
    await terminal.waitFor('Blue offers a draw; Red answers it at their turn (a move declines it).');
    // Not told to Blue, who made it: Red reads it once its turn comes.
    expect(terminal.transcript()).not.toContain(RED_TOLD);
    terminal.type('a3a4\r');
    await terminal.waitFor(new RegExp(`Last move: Blue a3a4[\\s\\S]*${RED_TOLD}\\nRed>\\s*$`));
    terminal.type('decline\r');
    await terminal.waitFor("Declined Blue's draw offer: play on.");
    terminal.type('g7g6\r');
    await terminal.waitFor(/Last move: Red g7g6[\s\S]*Blue>\s*$/);

    terminal.type('draw\r');
    await terminal.waitFor(/Blue offers a draw; Red answers[\s\S]*Blue offers a draw; Red answers[\s\S]*Blue>\s*$/);
    terminal.type('a4a5\r');
    await terminal.waitFor(new RegExp(`Last move: Blue a4a5[\\s\\S]*${RED_TOLD}\\nRed>\\s*$`));
    terminal.type('draw\r');
    await terminal.waitFor('Game over. Draw: the players agreed to a draw.');
    await terminal.waitFor(/Game over — save FILE, n for a new game, or press Enter to leave>\s*$/);
    terminal.press('Enter');
    expect(await terminal.exited).toBe(0);
  });

  it('hot-seat: a move by the player asked declines the offer, and the next offer is told again', async () => {
    const terminal = play(['jungle', '--mode', 'h2h']);
    await terminal.waitFor(/Blue>\s*$/);
    terminal.type('draw\r');
    terminal.type('a3a4\r');
    await terminal.waitFor(new RegExp(`${RED_TOLD}\\nRed>\\s*$`));
    terminal.type('g7g6\r');
    await terminal.waitFor(/Last move: Red g7g6[\s\S]*Blue>\s*$/);
    // Red's move declined it; Blue's next offer is a new one, told to Red again at its turn.
    terminal.type('draw\r');
    terminal.type('a4a5\r');
    await terminal.waitFor(/Last move: Blue a4a5[\s\S]*Red>\s*$/);
    expect(terminal.transcript().split(RED_TOLD)).toHaveLength(3);
    terminal.type('q\r');
    expect(await terminal.exited).toBe(0);
  });

  it('abort ends a hot-seat game before both sides have moved, with no result; once both have, it is refused', async () => {
    const early = play(['jungle', '--mode', 'h2h']);
    await early.waitFor(/Blue>\s*$/);
    early.type('a3a4\r');
    await early.waitFor(/Red>\s*$/);
    early.type('abort\r');
    await early.waitFor('Game over. Aborted before both sides had moved: no result.');
    await early.waitFor(/Game over — save FILE, n for a new game, or press Enter to leave>\s*$/);
    early.press('Enter');
    expect(await early.exited).toBe(0);

    const late = play(['jungle', '--mode', 'h2h']);
    await late.waitFor(/Blue>\s*$/);
    late.type('a3a4\r');
    await late.waitFor(/Red>\s*$/);
    late.type('g7g6\r');
    await late.waitFor(/Last move: Red g7g6[\s\S]*Blue>\s*$/);
    late.type('abort\r');
    await late.waitFor('✗ both sides have moved, so the game can no longer be aborted: resign, or offer a draw');
    late.type('q\r');
    expect(await late.exited).toBe(0);
  });

  it('against a bot a draw offer is refused in the table\'s words', async () => {
    const terminal = play(['jungle', '--mode', 'h2m', '--level', '1']);
    await terminal.waitFor(/Blue>\s*$/);
    terminal.type('draw\r');
    await terminal.waitFor('✗ Red is a bot, and bots take no draws: play on or resign');
    terminal.type('q\r');
    expect(await terminal.exited).toBe(0);
  });
});
