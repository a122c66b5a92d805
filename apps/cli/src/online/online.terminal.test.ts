import { describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../testing/api-server.js';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';
import type { TerminalSession } from '../testing/terminal-session.js';

// Online play at the terminal, end to end: the built `tabula` in real pseudo-terminals, read through a
// terminal emulator as a person sees them, against the real API server (apps/api/dist/main.js, which
// cli:test builds) started on a free port with a fresh database. Each test waits for screen text, never
// for time.
const online = onlineTerminalsForThisFile();
const { run } = online;

/** The link a terminal printed after `label` (`Invite link (plays Red): `, `Watch link: `). */
async function linkAfter(terminal: TerminalSession, label: RegExp): Promise<string> {
  const pattern = new RegExp(`${label.source}(http://\\S+)`);
  await terminal.waitFor(pattern);
  return pattern.exec(terminal.transcript())?.at(-1) as string;
}

// Several programs and a server start in each test: generous on a loaded two-core machine.
const ONLINE_TIMEOUT = { timeout: 180_000 };

describe('tabula play --server, join and watch', ONLINE_TIMEOUT, () => {
  it('a Jungle game: one terminal creates it, a second joins by the printed invite link, they play while a third watches', async () => {
    const blue = run(['play', 'jungle', '--server', online.url]);
    const invite = await linkAfter(blue, /Invite link \(plays Red\): /);
    const watching = await linkAfter(blue, /Watch link: /);
    // The web client's own links: its join page and its spectator page.
    expect(invite).toMatch(new RegExp(`^${online.url}/#/join/[A-Za-z0-9_-]+/1$`));
    expect(watching).toBe(invite.replace(/#\/join\/([^/]+)\/1$/, '#/watch/$1'));
    await blue.waitFor('Waiting for your opponent to join as Red …');

    const red = run(['join', invite]);
    await red.waitFor('you play Red.');
    await blue.waitFor('Your opponent has joined as Red.');
    await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>/);
    const watcher = run(['watch', watching]);
    await watcher.waitFor('Press q to stop watching.');
    await watcher.waitFor('Round 1 · Blue to move');

    blue.type('a3a4\r');
    const blueMoved = "Last move: Blue a3a4 — Blue's rat moved from a3 to a4.";
    await red.waitFor(blueMoved);
    await red.waitFor(/Red>\s*$/);
    await watcher.waitFor(blueMoved);
    await blue.waitFor("Waiting for Red's move…");

    // A refused move says the rule, as a local game does, and changes nothing.
    red.type('e7e6\r');
    await red.waitFor('✗ JG-4: only the rat may enter water');
    red.type('g7g6\r');
    const redMoved = "Last move: Red g7g6 — Red's rat moved from g7 to g6.";
    await blue.waitFor(redMoved);
    await watcher.waitFor(redMoved);

    // Blue resigns: both players see the end; the watcher stays for a rematch until q.
    blue.type('resign\r');
    await watcher.waitFor('The game is over. Press q to stop watching');
    watcher.type('q');
    expect(await watcher.exited).toBe(0);
    await red.waitFor('Game over — save FILE, or press Enter to leave>');
    await blue.waitFor('Game over — save FILE, or press Enter to leave>');
    expect(red.transcript()).toMatch(/Game over.*Blue resigned/);
    blue.press('Enter');
    red.press('Enter');
    expect(await blue.exited).toBe(0);
    expect(await red.exited).toBe(0);
  });

  it('a game against the server\'s bot: the bot answers each move', async () => {
    const terminal = run(['play', 'jungle', '--server', online.url, '--level', '1', '--seat', '1']);
    await terminal.waitFor('you play Red.');
    expect(terminal.transcript()).not.toContain('Invite link');
    // Blue is the bot and moves first; Red's prompt comes after its move.
    await terminal.waitFor(/Last move: Blue \w+ — Blue's [\s\S]*Red>/);
    terminal.type('g7g6\r');
    await terminal.waitFor("Last move: Red g7g6 — Red's rat moved from g7 to g6.");
    await terminal.waitFor(/Round 2 · Red to move[\s\S]*Last move: Blue \w+ — [\s\S]*Red>/);
    terminal.type('undo\r');
    await terminal.waitFor('Took back 2 moves.');
    terminal.type('quit\r');
    expect(await terminal.exited).toBe(0);
    expect(terminal.transcript()).toContain('Left the game.');
  });

  it('a Stratego game set up at two terminals: no screen shows the other army\'s ranks', async () => {
    const red = run(['play', 'stratego', '--server', online.url]);
    const invite = await linkAfter(red, /Invite link \(plays Blue\): /);
    const blue = run(['join', invite]);
    await red.waitFor('Red setup, rank 1 of 4');
    await blue.waitFor('Blue setup, rank 1 of 4');

    // Blue types its army rank by rank; Red draws a random one and keeps it.
    const BLUE = ['TJNPSSBBPS', 'TJOLGMYLOJ', 'NSBPPLLSBS', 'SSNTTNNBFB'];
    for (const [i, rank] of BLUE.entries()) {
      blue.type(`${rank}\r`);
      if (i < 3) await blue.waitFor(`rank ${i + 2} of 4 (`);
    }
    // The whole army is shown before it is placed (ST-1): Enter keeps it.
    await blue.waitFor('Enter keeps this army');
    blue.type('\r');
    await blue.waitFor('Your army stands. Waiting for Red to set up theirs…');
    red.type('random\r');
    await red.waitFor('Enter keeps this army');
    red.press('Enter');
    await red.waitFor(/Round 1 · Red to move[\s\S]*Red>/);
    await blue.waitFor(/Round 1 · Red to move[\s\S]*Waiting for Red's move/);

    // Red's army, as its set-up step showed it to Red alone, appears nowhere on Blue's screen.
    const redArmy = /Random army: ([A-Z/]+)/.exec(red.transcript())?.[1]?.split('/') ?? [];
    expect(redArmy).toHaveLength(4);
    for (const rank of redArmy) {
      expect(blue.transcript()).not.toContain(rank.split('').join('   '));
      expect(blue.transcript()).not.toContain([...rank].reverse().join('   '));
    }
    // Blue's own front rank stands on its board as typed; on Red's every Blue piece is a back (x).
    // Blue's pieces are drawn in lower case, each rank as Blue typed it from its own left.
    const spaced = (rank: string) => rank.toLowerCase().split('').join('   ');
    expect(blue.transcript()).toContain(spaced(BLUE[0] as string));
    for (const rank of BLUE) {
      expect(red.transcript()).not.toContain(spaced(rank));
      expect(red.transcript()).not.toContain(spaced([...rank].reverse().join('')));
    }
    // The ten rows of the last board drawn (the set-up preview may still be on screen above it).
    const boardRows = (text: string) => text.split('\n').filter((line) => /^ ?\d+ .* \d+$/.test(line)).slice(-10);
    const redRows = boardRows(red.screen());
    expect(redRows.filter((row) => /\bx\b/.test(row)).length).toBe(4);
    for (const row of redRows) expect(row, 'a row with Blue pieces shows only backs').not.toMatch(/[a-wyz]/);
    // And Red's ranks appear nowhere on Blue's screen: Red's rows there are all X.
    const blueRows = boardRows(blue.screen());
    expect(blueRows.filter((row) => /\bX\b/.test(row)).length).toBe(4);
    for (const row of blueRows.filter((line) => /\bX\b/.test(line))) expect(row).toMatch(/^ ?\d+( +X)+ +\d+$/);

    red.type('quit\r');
    blue.type('quit\r');
    expect(await red.exited).toBe(0);
    expect(await blue.exited).toBe(0);
  });
});

describe('online trouble ends the command with one line and exit 1', ONLINE_TIMEOUT, () => {
  /** What the program printed, without blank lines. */
  const printed = (terminal: TerminalSession) => terminal.transcript().split('\n').filter((line) => line.trim() !== '');

  it('a server that is not there', async () => {
    const terminal = run(['play', 'jungle', '--server', 'http://127.0.0.1:9']);
    expect(await terminal.exited).toBe(1);
    expect(printed(terminal)).toEqual(['tabula: play: no server answers at http://127.0.0.1:9 — is it running, and is the address right?']);
  });

  it('an unknown game, to join or to watch', async () => {
    const join = run(['join', `${online.url}/#/join/no-such-game/1`]);
    expect(await join.exited).toBe(1);
    expect(printed(join)).toEqual([`tabula: join: there is no game no-such-game on ${online.url}; check the invite link`]);
    const watch = run(['watch', `${online.url}/#/watch/no-such-game`]);
    expect(await watch.exited).toBe(1);
    expect(printed(watch)).toEqual([`tabula: watch: there is no game no-such-game on ${online.url}; check the link`]);
  });

  it('a seat already taken', async () => {
    const blue = run(['play', 'animal-chess', '--server', online.url]);
    const invite = await linkAfter(blue, /Invite link \(plays \w+\): /);
    const first = run(['join', invite]);
    await first.waitFor('you play');
    const second = run(['join', invite]);
    expect(await second.exited).toBe(1);
    expect(printed(second)).toEqual([expect.stringMatching(/^tabula: join: that seat of game \S+ is already taken; you can still watch: tabula watch http:\/\/\S+\/#\/watch\/\S+$/)]);
    blue.type('quit\r');
    first.type('quit\r');
    expect(await blue.exited).toBe(0);
    expect(await first.exited).toBe(0);
  });

  it('a link that is not an invite is bad input (exit 2)', async () => {
    const terminal = run(['join', `${online.url}/#/watch/abc`]);
    expect(await terminal.exited).toBe(2);
    expect(printed(terminal)).toEqual([`tabula: join: '${online.url}/#/watch/abc' is not an invite link; an invite link looks like http://127.0.0.1:3000/#/join/GAME_ID/1`]);
  });
});

describe('a connection lost and found again', ONLINE_TIMEOUT, () => {
  it('shows reconnecting…, sends a move typed meanwhile once when the server is back, and catches up', async () => {
    // A server of its own, restarted on the same port and database as a server coming back would be.
    const first = await startApiServer();
    const port = Number(new URL(first.url).port);
    let second: ApiServer | null = null;
    try {
      const blue = run(['play', 'jungle', '--server', first.url]);
      const invite = await linkAfter(blue, /Invite link \(plays Red\): /);
      const red = run(['join', invite]);
      await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>/);
      await red.waitFor("Waiting for Blue's move…");

      await first.stop({ keepDatabase: true });
      await blue.waitFor('reconnecting…');
      await red.waitFor('reconnecting…');
      blue.type('a3a4\r');
      await blue.waitFor('You are offline: a3a4 will be sent when the connection is back.');

      second = await startApiServer({ port, database: first.database });
      await blue.waitFor('Connected again.');
      const moved = "Last move: Blue a3a4 — Blue's rat moved from a3 to a4.";
      await blue.waitFor(moved);
      await red.waitFor(moved);
      await red.waitFor(/Red>\s*$/);
      // Sent once: one move in the game.
      const view = (await (await fetch(`${second.url}/api/games/${/#\/join\/([^/]+)/.exec(invite)?.[1] ?? ''}`, { headers: { connection: 'close' } })).json()) as { moves: string[] };
      expect(view.moves).toEqual(['a3a4']);
      blue.type('quit\r');
      red.type('quit\r');
      expect(await blue.exited).toBe(0);
      expect(await red.exited).toBe(0);
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});
