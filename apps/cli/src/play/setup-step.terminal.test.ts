import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// The Stratego set-up step in a real pseudo-terminal (ST-1): an army typed rank by rank is drawn after
// every rank exactly as typed, left to right on the screen, and asked about before it is placed.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

function play(args: readonly string[]): TerminalSession {
  return startTerminal(process.execPath, [tabula, 'play', ...args], { cols: 110, rows: 45, env: { NO_COLOR: '1' } });
}

/** The board row of rank `rank` on the last screen, as its letters left to right (`.` for an empty square). */
function rowOf(screen: string, rank: number): string {
  const rows = screen.split('\n').filter((line) => new RegExp(`^ *${rank} .* ${rank}$`).test(line.trimEnd()));
  const last = rows.at(-1) ?? '';
  return last.trim().split(/\s+/).slice(1, -1).join('');
}

/**
 * Resolves once the screen (polled) holds what `holds` asks, or rejects after 30 s with the screen. For
 * a state the transcript already showed earlier in the session, where `waitFor` would answer at once.
 */
async function screenShows(terminal: { screen(): string }, holds: (screen: string) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!holds(terminal.screen())) {
    if (Date.now() > deadline) throw new Error(`the screen never showed ${what}:\n${terminal.screen()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The files along the board's edge on the last screen, left to right. */
function filesOf(screen: string): string {
  return (screen.split('\n').filter((line) => /^ +a( +[a-j]){9}$/.test(line) || /^ +j( +[a-j]){9}$/.test(line)).at(-1) ?? '').replace(/\s/g, '');
}

// Each seat's ranks, front rank first, each typed from the player's own left; and the board rank each goes on.
const SEATS = [
  { seat: 'Red', mode: 'h2m', files: 'jihgfedcba', rankNumbers: [4, 3, 2, 1], ranks: ['SSSSSSSSNN', 'MGOOJJJPPP', 'PLLLLTTTTN', 'NNYBBBBBBF'] },
  { seat: 'Blue', mode: 'm2h', files: 'abcdefghij', rankNumbers: [7, 8, 9, 10], ranks: ['SSSSSSSSNN', 'MGOOJJJPPP', 'PLLLLTTTTN', 'NNYBBBBBBF'] },
] as const;

describe('tabula play stratego: the set-up step (ST-1)', () => {
  it.each(SEATS)('ST-1: $seat types the army rank by rank; the board shows each rank as typed, then asks to keep it', async ({ seat, mode, files, rankNumbers, ranks }) => {
    const terminal = play(['stratego', '--mode', mode, '--level', '1', '--seed', '3']);
    await terminal.waitFor(`${seat} setup, rank 1 of 4`);
    const typedCase = (letters: string) => (seat === 'Red' ? letters : letters.toLowerCase());
    for (const [i, rank] of ranks.entries()) {
      terminal.type(`${rank}\r`);
      if (i < 3) {
        await terminal.waitFor(`rank ${i + 2} of 4`);
        const screen = terminal.screen();
        // Left to right on the screen is the player's own left to right: the letters stand as typed.
        expect(filesOf(screen)).toBe(files);
        for (const [j, number] of rankNumbers.entries()) {
          expect(rowOf(screen, number)).toBe(j <= i ? typedCase(ranks[j] as string) : '..........');
        }
      }
    }
    // The fourth rank does not place the army: it is shown whole and asked about.
    await terminal.waitFor('Enter keeps this army');
    expect(rowOf(terminal.screen(), rankNumbers[3])).toBe(typedCase(ranks[3]));
    expect(terminal.transcript()).not.toContain(`${seat}>`);
    terminal.press('Enter');
    await terminal.waitFor(`${seat}>`);
    const screen = terminal.screen();
    for (const [j, number] of rankNumbers.entries()) expect(rowOf(screen, number)).toBe(typedCase(ranks[j] as string));
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('ST-1: undo on the asked army takes back its last rank, which can be typed again', async () => {
    const terminal = play(['stratego', '--mode', 'h2m', '--level', '1', '--seed', '3']);
    await terminal.waitFor('Red setup, rank 1 of 4');
    terminal.type('SSSSSSSSNN/MGOOJJJPPP/PLLLLTTTTN/NNYBBBBBBF\r');
    await terminal.waitFor('Enter keeps this army');
    expect(rowOf(terminal.screen(), 1)).toBe('NNYBBBBBBF');
    terminal.type('undo\r');
    await terminal.waitFor('No rank typed yet.');
    terminal.type('SSSSSSSSNN\r');
    terminal.type('MGOOJJJPPP\r');
    terminal.type('PLLLLTTTTN\r');
    terminal.type('FBBBBBBYNN\r');
    await terminal.waitFor('Enter keeps this army');
    terminal.type('undo\r');
    // Both screens below were shown before in this session (the transcript has them): the screen itself is read.
    await screenShows(terminal, (screen) => screen.includes('rank 4 of 4 (j1…a1)') && rowOf(screen, 1) === '..........', 'rank 4 emptied by undo');
    expect(rowOf(terminal.screen(), 1)).toBe('..........');
    terminal.type('NNYBBBBBBF\r');
    await screenShows(terminal, (screen) => screen.includes('Enter keeps this army') && rowOf(screen, 1) === 'NNYBBBBBBF', 'rank 4 typed again');
    expect(rowOf(terminal.screen(), 1)).toBe('NNYBBBBBBF');
    terminal.press('Enter');
    await terminal.waitFor('Red>');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});
