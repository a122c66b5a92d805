import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTerminal, type TerminalSession } from '../testing/terminal-session.js';

// Placing a piece by typing its square at the prompt of `tabula play`, in a real pseudo-terminal. A
// placement game (a move puts a stone on an empty square, as the nx-plugin's generated game does) is
// played with the tests-only tic-tac-toe: the built CLI is run with a registry holding only that game,
// through the same runCli the `tabula` binary calls. Drops are played in animal chess with the binary.
const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const builtCli = new URL('../../dist/cli.js', import.meta.url).href;

let folder: string;
let placementCli: string;

beforeAll(() => {
  // Inside the cli's node_modules, so the script finds the workspace's packages as the CLI does.
  const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
  mkdirSync(modules, { recursive: true });
  folder = mkdtempSync(join(modules, '.tabula-placement-'));
  placementCli = join(folder, 'tabula-placement.mjs');
  writeFileSync(
    placementCli,
    `import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
     import { createRegistry } from '@tabula/games';
     import { runCli } from ${JSON.stringify(builtCli)};
     const registry = createRegistry([
       { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'three in a row (tests only)', board: '3×3', origin: 'tests' } },
     ]);
     const code = await runCli(process.argv.slice(2), {
       registry,
       io: { out: (line) => process.stdout.write(line + '\\n'), err: (line) => process.stderr.write(line + '\\n'), isTTY: Boolean(process.stdout.isTTY) },
       streams: { input: process.stdin, output: process.stdout },
       env: process.env,
     });
     process.exit(code);`,
  );
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function terminal(program: string, args: readonly string[]): TerminalSession {
  return startTerminal(process.execPath, [program, ...args], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
}

describe('tabula play: a placement game played by typing squares', () => {
  it('each square typed places a stone there; a taken square is refused; the game is played to its end', async () => {
    const game = terminal(placementCli, ['play', 'tic-tac-toe', '--mode', 'h2h']);
    await game.waitFor('X>');
    game.type('b2\r');
    await game.waitFor('Last move: X b2');
    await game.waitFor(/Last move: X b2[\s\S]*O>/);
    // The square X took: refused with what is wrong, and nothing is played.
    game.type('b2\r');
    await game.waitFor("✗ b2 is taken by X's piece");
    game.type('moves c1\r');
    await game.waitFor(/1 legal move:\n\s+c1/);
    game.type('a1\r');
    await game.waitFor(/Last move: O a1[\s\S]*X>/);
    game.type('a1\r');
    await game.waitFor("✗ a1 is taken by O's piece");
    game.type('a3\r');
    await game.waitFor(/Last move: X a3[\s\S]*O>/);
    game.type('b1\r');
    await game.waitFor(/Last move: O b1[\s\S]*X>/);
    // a3, b2, c1: three in a row, in the game's own words.
    game.type('c1\r');
    await game.waitFor('Game over. X wins: three marks stand in a row.');
    await game.waitFor('Game over — save FILE, n for a new game, or press Enter to leave>');
    game.press('Enter');
    expect(await game.exited).toBe(0);
    expect(game.transcript()).not.toContain('has no move');
  });
});

describe('tabula play: a drop square offers its pieces (animal chess)', () => {
  it('a square two pieces of the hand may go on asks which; the chosen move is played', async () => {
    // North holds a giraffe and two chicks; a1 is empty.
    const game = terminal(tabula, ['play', 'animal-chess', '--mode', 'h2h', '--position', '1GLGC/5/1H1H1/1h1h1/5/c1lgc 0 G2Hc 5']);
    await game.waitFor('North>');
    game.type('a1\r');
    await game.waitFor('a1: which piece goes there? Type G*a1 (giraffe) or H*a1 (chick).');
    // A piece with moves is still selected by its square.
    game.type('c1\r');
    await game.waitFor(/c1 may go to .*Type where it goes, or Enter to choose again\./);
    game.press('Enter');
    await game.waitFor('c1 is no longer selected.');
    game.type('H*a1\r');
    await game.waitFor('Last move: North H*a1');
    game.type('quit\r');
    expect(await game.exited).toBe(0);
  });
});
