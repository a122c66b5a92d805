import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, type GameSession } from '@tabula/play';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';
import { whyNothingOn } from './typed-square.js';

// `tabula play` in a real pseudo-terminal, read through a terminal emulator as a person sees it. The
// test target builds the CLI first; these run the built `bin/tabula.js`, as a user's shell would.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'tabula-play-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(args: readonly string[], env: Record<string, string | undefined> = {}): TerminalSession {
  return startTerminal(process.execPath, [tabula, ...args], { cols: 110, rows: 40, env: { NO_COLOR: undefined, ...env } });
}

function play(args: readonly string[], env: Record<string, string | undefined> = {}): TerminalSession {
  return run(['play', ...args], env);
}

/** The same game in-process, to know what the terminal must show (moves, refusals) without hard-coding it. */
function mirror(game: string, seed: number): GameSession {
  const created = createSession({ game, seats: ['human', { bot: 'level1' }], seed });
  if (!created.ok) throw new Error(created.error.message);
  if (created.value.needsSetup(0)) created.value.randomSetup(0);
  return created.value;
}

/** The rank label of the board edge where `seat`'s army starts, read from the game's start in-process. */
function homeEdgeRank(id: string, seat: 0 | 1): string {
  const session = mirror(id, 5);
  if (session.needsSetup(1)) session.randomSetup(1);
  const picture = session.snapshot('spectator').picture;
  if (!picture) throw new Error(`${id} has no start picture`);
  const rankOf = (index: number) => (picture.cells[index]?.square ?? '').replace(/^[a-z]+/, '');
  const rows = picture.cells.flatMap((cell, index) => (cell.piece?.owner === seat ? [Math.floor(index / picture.files)] : []));
  const mean = rows.reduce((sum, row) => sum + row, 0) / rows.length;
  return mean < (picture.ranks - 1) / 2 ? rankOf(0) : rankOf((picture.ranks - 1) * picture.files);
}

/** The rank labels of the last board on screen, top to bottom (each board row starts and ends with its rank). */
function lastBoardRows(screen: string): string[] {
  let rows: string[] = [];
  let inBoard = false;
  for (const line of screen.split('\n')) {
    const match = /^ *(\d+) .* (\d+)$/.exec(line.trimEnd());
    if (match && match[1] === match[2]) {
      if (!inBoard) rows = [];
      inBoard = true;
      rows.push(match[1] as string);
    } else {
      inBoard = false;
    }
  }
  return rows;
}

/** Per game: a move text no rule allows from the start, and the rule that refuses it. */
const ILLEGAL: Readonly<Record<string, { text: string; rule: string }>> = {
  'animal-chess': { text: 'b3b2', rule: 'AC-1' },
  checkers61b: { text: 'a1a2', rule: 'CK-1' },
  jungle: { text: 'c3c4', rule: 'JG-4' },
  stratego: { text: 'j4i5', rule: 'ST-2' },
  'simple-chess': { text: 'b1c3', rule: 'SC-3' },
};

/** A square typed alone (`d1`): the prompt reads it as a square to select or to put a piece on (typed-square.ts). */
const LONE_SQUARE = /^[a-z]\d{1,2}$/i;

/**
 * A move to refuse in `session` (after the first two plies), the rule expected to refuse it, and what the
 * prompt prints after `✗ `: the table's golden move for the five games above; for any other registered
 * game (a new one made by `nx g @tabula/nx-plugin:game`) one found from the rules themselves — a move
 * that was legal at the start and is no longer, which a rule must refuse. Not skipped: a game added to
 * the registry gets the same refusal check as the five, without a table row. A move text that is more
 * than a square goes to the engine, and the prompt shows its refusal, rule id first. In a placement game
 * every move is a lone square, which the prompt answers itself from the board (`a1 is taken …`,
 * README "Playing in the terminal"), so there the engine's refusal is checked in-process only.
 */
function illegalMove(id: string, session: GameSession, startMoves: readonly string[]): { text: string; rule: string; said: (message: string) => string } {
  const engineSays = (message: string) => message;
  const golden = ILLEGAL[id];
  if (golden) return { ...golden, said: engineSays };
  const now = new Set(session.legalMoves(0).map((move) => move.text));
  const refused = startMoves.flatMap((text) => {
    if (now.has(text)) return [];
    // Not legal now, so submitting it only asks for the refusal: the session stays as it was.
    const refusal = session.submit(0, text);
    if (refusal.ok) throw new Error(`${id}: ${text} is not among the legal moves yet was played`);
    return refusal.error.rule ? [{ text, rule: refusal.error.rule }] : [];
  });
  const typedAsMove = refused.find(({ text }) => !LONE_SQUARE.test(text));
  if (typedAsMove) return { ...typedAsMove, said: engineSays };
  const square = refused[0];
  if (!square) throw new Error(`${id}: no move legal at the start is refused with a rule id after two plies; add the game to ILLEGAL`);
  const snapshot = session.snapshot(0);
  const why = whyNothingOn(snapshot, snapshot.legalMoves ?? [], square.text);
  expect(why.startsWith(`${square.text} is taken`), why).toBe(true);
  return { ...square, said: () => why };
}

describe.each(registry.list().map((entry) => ({ id: entry.id, name: entry.game.name, seats: entry.game.playerNames, endings: Object.values(entry.game.outcomeWords ?? {}) })))('tabula play $id', ({ id, seats, endings }) => {
  const seed = 5;
  const you = seats[0];
  const file = join(folder, `${id}.txt`);

  it('against a bot: moves, a refusal with its rule id, save, undo, quit; then the saved record replays', async () => {
    // The same seed gives the same setups and bot replies, so the mirror knows every answer.
    const expected = mirror(id, seed);
    const startMoves = expected.legalMoves(0).map((move) => move.text);
    const first = startMoves[0] as string;
    expected.submit(0, first);
    const reply = await expected.playBotTurn();
    if (!reply.ok) throw new Error(reply.error.message);
    const illegal = illegalMove(id, expected, startMoves);
    const refusal = expected.submit(0, illegal.text);
    expect(refusal.ok).toBe(false);
    if (refusal.ok) return;
    expect(refusal.error.rule).toBe(illegal.rule);
    // The engine's refusal starts with the rule that forbids the move (docs/rules.md).
    expect(refusal.error.message.startsWith(`${illegal.rule}:`), refusal.error.message).toBe(true);

    const terminal = play([id, '--level', '1', '--seed', String(seed)]);
    if (id === 'stratego') {
      // The set-up step: a random army (the seed's first), kept with Enter.
      await terminal.waitFor(`${you} setup, rank 1 of 4`);
      terminal.type('random\r');
      await terminal.waitFor('Enter keeps this army');
      terminal.press('Enter');
    }
    await terminal.waitFor(`${you}>`);
    expect(terminal.screen()).toMatch(/Round 1 · .* to move/);
    terminal.type(`${first}\r`);
    await terminal.waitFor(`Last move: ${you} ${first}`);
    // The bot answers, and the prompt comes back after its move.
    await terminal.waitFor(new RegExp(`is thinking…\\n\\w+ plays ${reply.value.text}\\.[\\s\\S]*${you}>`));
    terminal.type(`${illegal.text}\r`);
    await terminal.waitFor(`✗ ${illegal.said(refusal.error.message)}`);
    terminal.type(`save ${file}\r`);
    await terminal.waitFor(/Saved .* to /);
    terminal.type('undo\r');
    await terminal.waitFor('Took back 2 moves.');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);

    const record = readFileSync(file, 'utf8');
    expect(record).toContain(`[Game "${id}"]`);
    expect(record).toMatch(new RegExp(`1\\. ${first} \\w+`));

    const replay = run(['replay', file]);
    await replay.waitFor('Start · 2 moves in all');
    replay.press('Enter');
    await replay.waitFor(`Move 1 of 2: ${you} ${first}`);
    replay.press('Enter');
    await replay.waitFor('Move 2 of 2');
    replay.type('b\r');
    await replay.waitFor(/Move 1 of 2[\s\S]*Move 2 of 2[\s\S]*Move 1 of 2/);
    replay.type('q\r');
    expect(await replay.exited).toBe(0);
  });

  it.each([
    { mode: 'h2m', seat: 0 },
    { mode: 'm2h', seat: 1 },
  ] as const)('$mode: the person\'s own army is drawn at the bottom, with the notation\'s coordinates', async ({ mode, seat }) => {
    const home = homeEdgeRank(id, seat);
    const terminal = play([id, '--mode', mode, '--level', '1', '--seed', String(seed)], { NO_COLOR: '1' });
    if (id === 'stratego') {
      await terminal.waitFor(`${seats[seat]} setup, rank 1 of 4`);
      terminal.type('random\r');
      await terminal.waitFor('Enter keeps this army');
      // The set-up board too has the seat's own ranks at the bottom.
      expect(lastBoardRows(terminal.screen()).at(-1)).toBe(home);
      terminal.press('Enter');
    }
    await terminal.waitFor(`${seats[seat]}>`);
    const rows = lastBoardRows(terminal.screen());
    expect(rows.at(-1)).toBe(home);
    expect(rows[0]).not.toBe(home);
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('m2m: a seeded game between two bots ends and prints its outcome', async () => {
    const terminal = play([id, '--mode', 'm2m', '--bots', 'level2,level1', '--seed', '1', '--delay', '0']);
    expect(await terminal.exited).toBe(0);
    // The outcome in the game's own words (Game.outcomeWords), not a reason id; or, at the ply cap, stopped.
    const said = [...endings, 'the game was stopped'].join('|');
    expect(terminal.screen()).toMatch(new RegExp(`Game over\\. (\\w+ wins|Draw): (${said})\\.`));
  });
});

describe('tabula play: Checkers61b capture chains (CK-3)', () => {
  // Fire's pawn on c3 can take d4 and land on e5, then take f6 and land on g7.
  const position = '7p/8/5p2/8/3p4/2P5/8/8 f 1';

  it('a two-capture chain entered one landing at a time', async () => {
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', position]);
    await terminal.waitFor('Fire>');
    terminal.type('c3\r');
    await terminal.waitFor('c3 may go to b4, e5.');
    terminal.type('e5\r');
    await terminal.waitFor('c3e5 so far. It may capture on to g7');
    terminal.type('g7\r');
    await terminal.waitFor('Last move: Fire c3e5g7');
    await terminal.waitFor('Water>');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('a chain ended after its first capture with an empty line', async () => {
    const terminal = play(['checkers61b', '--mode', 'h2h', '--position', position]);
    await terminal.waitFor('Fire>');
    terminal.type('c3e5\r');
    await terminal.waitFor('It may capture on to g7');
    terminal.press('Enter');
    await terminal.waitFor('Last move: Fire c3e5');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});

describe('tabula play: Stratego set-up and hot-seat', () => {
  const RED = ['TJNPSSBBPS', 'TJOLGMYLOJ', 'NSBPPLLSBS', 'SSNTTNNBFB'];

  it('an army typed rank by rank, with what is left shown; the screen is cleared before the other player sets up', async () => {
    const terminal = play(['stratego', '--mode', 'h2h', '--seed', '2'], { NO_COLOR: '1' });
    // While no army stands there is nothing to hide: the first player sets up at once (the shared-device policy).
    await terminal.waitFor('Red setup, rank 1 of 4 (j4…a4) [left: ');
    expect(terminal.transcript()).not.toContain('Pass the keyboard');
    terminal.type('MMMMMMMMMM\r');
    await terminal.waitFor('✗ Too many M');
    for (const [i, rank] of RED.entries()) {
      terminal.type(`${rank}\r`);
      if (i < 3) await terminal.waitFor(`rank ${i + 2} of 4`);
    }
    // The whole army is shown and asked about before it is placed (ST-1).
    await terminal.waitFor('Enter keeps this army');
    terminal.press('Enter');
    await terminal.waitFor('Pass the keyboard to Blue');
    // Red's army is gone from the screen and from the scrollback before Blue looks.
    expect(terminal.transcript()).not.toContain(RED[1]);
    terminal.press('Enter');
    await terminal.waitFor('Blue setup, rank 1 of 4');
    terminal.type('random\r');
    await terminal.waitFor('Enter keeps this army');
    terminal.press('Enter');
    await terminal.waitFor('Pass the keyboard to Red');
    terminal.press('Enter');
    await terminal.waitFor('Red>');
    // Red sees its own ranks at the bottom, rank 4 (Red's front rank) as Red typed it from its own
    // left (files j to a), and only backs for Blue's pieces.
    expect(terminal.screen()).toMatch(/^ 4 +T +J +N +P +S +S +B +B +P +S +4$/m);
    expect(terminal.screen()).toMatch(/^ +j +i +h +g +f +e +d +c +b +a$/m);
    expect(terminal.screen()).toMatch(/^ 7( +x){10} +7$/m);
    terminal.type('a4a5\r');
    await terminal.waitFor('Pass the keyboard to Blue');
    expect(terminal.transcript()).not.toContain('TJNPSSBBPS');
    // The move in words, as both may know it: a quiet move names no rank (ST-9).
    expect(terminal.screen()).toContain('Red played a4a5: Red moved a piece from a4 to a5.');
    terminal.press('Enter');
    await terminal.waitFor('Blue>');
    expect(terminal.screen()).toContain('Last move: Red a4a5 — Red moved a piece from a4 to a5.');
    // The board turns with the player to move: Blue's own army at the bottom, files a to j.
    expect(terminal.screen()).toMatch(/^ 1( +X){10} +1$/m);
    expect(terminal.screen().indexOf(' 1   X')).toBeLessThan(terminal.screen().indexOf('10  '));
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });
});

describe('tabula play: takebacks (G-4)', () => {
  it('G-4: in hot-seat, undo asks the player to move to accept taking back the other\'s move', async () => {
    const terminal = play(['jungle', '--mode', 'h2h']);
    await terminal.waitFor('Blue>');
    terminal.type('a3a4\r');
    await terminal.waitFor('Red>');
    terminal.type('undo\r');
    await terminal.waitFor('Blue asks to take back a3a4. Red, accept? (y/n)');
    terminal.type('n\r');
    await terminal.waitFor('Red declined: nothing was taken back.');
    terminal.type('undo\r');
    await terminal.waitFor(/Red declined[\s\S]*Blue asks to take back a3a4\. Red, accept\? \(y\/n\)/);
    terminal.type('y\r');
    await terminal.waitFor(/Took back 1 move\.[\s\S]*Blue>/);
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('G-4: against a bot, an attack that revealed ranks is not taken back', async () => {
    // Red's captain on e4 faces Blue's lieutenant on e5.
    const terminal = play(['stratego', '--level', '1', '--seed', '3', '--position', 'F9/T9/10/4P5/4l5/10/10/10/9t/9f r 1']);
    await terminal.waitFor('Red>');
    terminal.type('e4e5\r');
    await terminal.waitFor(/plays \w+\.[\s\S]*Red>/);
    terminal.type('undo\r');
    await terminal.waitFor("G-4: Red's e4e5 revealed a rank; against a bot, a move that revealed a rank cannot be taken back");
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('G-4: a finished game is never reopened', async () => {
    // Fire's bomb takes Water's last piece and itself with it: a draw (CK-5, CK-6).
    const terminal = play(['checkers61b', '--level', '1', '--position', '8/8/8/8/3p4/2B5/8/8 f 1']);
    await terminal.waitFor('Fire>');
    terminal.type('c3e5\r');
    await terminal.waitFor('Game over — save FILE, n for a new game, or press Enter to leave>');
    terminal.type('undo\r');
    await terminal.waitFor('G-4: the game is over (no piece is left on the board); a finished game is never reopened');
    terminal.press('Enter');
    expect(await terminal.exited).toBe(0);
  });
});

describe('tabula play: the terminal itself', () => {
  it('Ctrl-C at the prompt leaves cleanly, cursor shown', async () => {
    const terminal = play(['jungle', '--mode', 'h2h']);
    await terminal.waitFor('Blue>');
    terminal.press('Ctrl-C');
    expect(await terminal.exited).toBe(130);
    expect(terminal.transcript()).toContain('Left the game (Ctrl-C).');
    expect(terminal.cursorVisible()).toBe(true);
  });

  it('without a game it asks for the game and the mode', async () => {
    const terminal = play([]);
    await terminal.waitFor('Which game?');
    const jungle = registry.list().findIndex((entry) => entry.id === 'jungle');
    terminal.type(String(jungle + 1));
    await terminal.waitFor('Who plays?');
    terminal.type('3'); // two people at one keyboard
    await terminal.waitFor('Blue>');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('draws letters on a colour terminal as with NO_COLOR, with a key to them and which case is whose', async () => {
    for (const env of [{}, { NO_COLOR: '1' }]) {
      const terminal = play(['simple-chess', '--mode', 'h2h'], env);
      await terminal.waitFor('White>');
      expect(terminal.screen()).toContain('1   R   N   B   Q   K   B   N   R  1');
      expect(terminal.screen()).toContain('Pieces: R rook · N knight · B bishop · Q queen · K king · P pawn');
      expect(terminal.screen()).toContain('Upper case: White · lower case: Black');
      terminal.type('quit\r');
      await terminal.exited;
    }
  });

  it('highlights the selected piece in braces and where it may go in round brackets, never over a piece or its mark', async () => {
    const terminal = play(['simple-chess', '--mode', 'h2h'], { NO_COLOR: '1' });
    await terminal.waitFor('White>');
    terminal.type('b2\r');
    await terminal.waitFor('b2 may go to');
    const screen = terminal.screen();
    expect(screen).toContain('3   . ( .)  .   .   .   .   .   .  3');
    expect(screen).toContain('2   P { P}  P   P   P   P   P   P  2');
    expect(screen).toContain('( ) may go  { } selected');
    terminal.type('quit\r');
    await terminal.exited;
  });

  it('fits the key to a narrow terminal, breaking between entries only', async () => {
    const terminal = startTerminal(process.execPath, [tabula, 'play', 'jungle', '--mode', 'h2h'], { cols: 60, rows: 40, env: { NO_COLOR: '1' } });
    await terminal.waitFor('Blue>');
    const screen = terminal.screen();
    expect(screen).toContain('Pieces: L lion · T tiger · D dog · C cat · R rat\n  P leopard · W wolf · E elephant\nUpper case: Red · lower case: Blue');
    terminal.type('quit\r');
    await terminal.exited;
  });
});

describe('tabula play jungle --board FILE', () => {
  it('starts from a board of placements, as the seed\'s console game loads one', async () => {
    const board = join(folder, 'board.txt');
    writeFileSync(board, '# a rat race\nside r\nb5 r\nf5 R\nd7 E\na1 l\n');
    const terminal = play(['jungle', '--mode', 'h2h', '--board', board]);
    await terminal.waitFor('Red>');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
  });

  it('refuses a bad board with its line and what is wrong', async () => {
    const board = join(folder, 'bad-board.txt');
    writeFileSync(board, 'a3 r\nc4 e\n');
    const terminal = play(['jungle', '--board', board]);
    expect(await terminal.exited).toBe(2);
    expect(terminal.transcript()).toMatch(/board file .*JG-4.*line 2|line 2.*JG-4/);
  });
});

