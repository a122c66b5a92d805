import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';

// `tabula uci` as a GUI meets it: the real binary in a child process, spoken to line by line.
const bin = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const chess = registry.get('simple-chess');

/** A running `tabula uci`: send a line, or wait for the first line that matches. */
function engine(...args: string[]) {
  const child = spawn(process.execPath, [bin, 'uci', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  const heard: string[] = [];
  const waiting: { match: RegExp; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    heard.push(line);
    const index = waiting.findIndex((waiter) => waiter.match.test(line));
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(line);
  });
  return {
    child,
    heard,
    send: (line: string) => child.stdin.write(`${line}\n`),
    expect: (match: RegExp) => new Promise<string>((resolve) => waiting.push({ match, resolve })),
  };
}

describe.skipIf(!chess.ok)('tabula uci simple-chess', () => {
  it('answers the handshake and a go with a legal bestmove, and quits on quit', async () => {
    const uci = engine('simple-chess', '--level', '3');
    uci.send('uci');
    await uci.expect(/^uciok$/);
    expect(uci.heard).toEqual(['id name Tabula level3 (simple-chess)', 'id author the Tabula authors', 'uciok']);
    uci.send('isready');
    await uci.expect(/^readyok$/);
    uci.send('ucinewgame');
    uci.send('position startpos moves e2e4 e7e5');
    uci.send('go nodes 500');
    const best = await uci.expect(/^bestmove /);
    expect(uci.heard.at(-2)).toMatch(/^info depth \d+ score cp -?\d+ nodes \d+ time \d+$/);
    if (!chess.ok) return;
    const { game, notation } = chess.value;
    let state = game.start();
    for (const text of ['e2e4', 'e7e5']) {
      const move = notation.parseMove(state, text);
      if (!move.ok) throw new Error(move.error.message);
      const next = game.play(state, move.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    // White to move: the answer is one of white's legal moves in that position.
    const legal = game.legalMoves(state).map((move) => notation.formatMove(state, move));
    expect(legal).toContain(best.split(' ')[1]);
    uci.send('quit');
    const [code] = (await once(uci.child, 'exit')) as [number];
    expect(code).toBe(0);
  });

  it('says why a position is refused and then answers bestmove (none)', async () => {
    const uci = engine('simple-chess', '--level', '1');
    uci.send('position startpos moves e2e5');
    uci.send('go movetime 10');
    await uci.expect(/^bestmove /);
    expect(uci.heard).toEqual([
      expect.stringMatching(/^info string refused: move e2e5: SC-4: /),
      expect.stringMatching(/^info string no position to search \(move e2e5: /),
      'bestmove (none)',
    ]);
    uci.child.stdin.end(); // the end of input quits as well
    const [code] = (await once(uci.child, 'exit')) as [number];
    expect(code).toBe(0);
  });
});
