import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// The prompt of `tabula play` in a real pseudo-terminal: a capture chain broken off mid-way, `n` for a
// new game, and the messages that say what is wrong with what was typed.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

function play(args: readonly string[]): TerminalSession {
  return startTerminal(process.execPath, [tabula, 'play', ...args], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
}

/** The rows of the last board on screen, by rank label. */
function lastBoardRow(screen: string, rank: string): string {
  const rows = screen.split('\n').filter((line) => new RegExp(`^ *${rank} .* ${rank}$`).test(line.trimEnd()));
  return rows.at(-1) ?? '';
}

describe('tabula play: a capture chain broken off mid-way (CK-3)', () => {
  // Fire's pawn on c3 can take d4 and land on e5, then take f6 and land on g7.
  const position = '7p/8/5p2/8/3p4/2P5/8/8 f 1';

  it('CK-3: mid-chain another move is refused, board shows the chain, moves lists the landings, undo cancels it', async () => {
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', position]);
    await terminal.waitFor('Fire>');
    terminal.type('c3e5\r');
    await terminal.waitFor('c3e5 so far. It may capture on to g7');
    await terminal.waitFor('Fire [c3e5]>');
    // Another move is refused with what to do instead, and the chain stays.
    terminal.type('a1b2\r');
    await terminal.waitFor('✗ A capture started must be finished or ended: c3e5 may capture on to g7.');
    // A square that is no landing of the chain is refused too.
    terminal.type('h8\r');
    await terminal.waitFor('✗ h8 is not a landing of c3e5: it may capture on to g7');
    // The board still shows the capture: the pawn on e5, d4 taken.
    terminal.type('board\r');
    await terminal.waitFor(/c3e5 so far\. It may capture on to g7\.\n.*Fire \[c3e5\]>/);
    expect(lastBoardRow(terminal.screen(), '4')).not.toMatch(/[Pp]/);
    expect(lastBoardRow(terminal.screen(), '5')).toMatch(/[Pp]/);
    terminal.type('moves\r');
    await terminal.waitFor('c3e5 may capture on to g7: type the next landing, end (or Enter) to end your turn there, or undo to cancel it.');
    // undo cancels the chain, not a move: nothing was played, Fire is to move again from the start.
    terminal.type('undo\r');
    await terminal.waitFor('Cancelled c3e5: nothing was played, and Fire is to move again.');
    await terminal.waitFor(/is to move again\.\n.*Fire>/);
    expect(lastBoardRow(terminal.screen(), '4')).toMatch(/[Pp]/);
    // The chain entered again and finished.
    terminal.type('c3e5\r');
    await terminal.waitFor('Fire [c3e5]>');
    terminal.type('g7\r');
    await terminal.waitFor('Last move: Fire c3e5g7');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('CK-3: the whole move typed again mid-chain finishes it', async () => {
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', position]);
    await terminal.waitFor('Fire>');
    terminal.type('c3e5\r');
    await terminal.waitFor('Fire [c3e5]>');
    terminal.type('c3e5g7\r');
    await terminal.waitFor('Last move: Fire c3e5g7');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});

describe('tabula play: n starts a new game', () => {
  it('n and new leave the game and start another of the same game and mode', async () => {
    const terminal = play(['jungle', '--mode', 'h2h', '--seed', '7']);
    await terminal.waitFor('Blue>');
    terminal.type('a3a4\r');
    await terminal.waitFor('Red>');
    terminal.type('n\r');
    await terminal.waitFor(/A new game of Jungle\.\nseed 8[\s\S]*No move yet[\s\S]*Blue>/);
    terminal.type('new\r');
    await terminal.waitFor(/A new game of Jungle\.\nseed 9[\s\S]*Blue>/);
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('n after the game is over starts a new one', async () => {
    // Fire's bomb takes Water's last piece and itself with it: a draw (CK-5, CK-6).
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', '8/8/8/8/3p4/2B5/8/8 f 1']);
    await terminal.waitFor('Fire>');
    terminal.type('c3e5\r');
    await terminal.waitFor('Game over — save FILE, n for a new game, or press Enter to leave>');
    terminal.type('n\r');
    await terminal.waitFor(/A new game of Checkers61b\.[\s\S]*Fire>/);
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});

describe('tabula play: what is wrong with what was typed', () => {
  it('a square no move starts from says what is there, from the seat\'s own view', async () => {
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', '7p/8/5p2/8/3p4/2P5/8/8 f 1']);
    await terminal.waitFor('Fire>');
    terminal.type('d4\r');
    await terminal.waitFor("✗ the piece on d4 is Water's");
    terminal.type('d2\r');
    await terminal.waitFor('✗ there is no piece on d2');
    terminal.type('a2\r');
    await terminal.waitFor('✗ a2 is a square no piece stands on in this game');
    terminal.type('moves d4\r');
    await terminal.waitFor("No legal move starts on d4: the piece on d4 is Water's.");
    terminal.type('moves H\r');
    await terminal.waitFor('H is not a square: a square is a file letter and a rank number, such as `moves c3`');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('a den is no piece', async () => {
    const terminal = play(['jungle', '--mode', 'h2h']);
    await terminal.waitFor('Blue>');
    terminal.type('d9\r');
    await terminal.waitFor('✗ the den on d9 is no piece');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});
