import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCaptured } from '../testing/run-captured.js';

// `tabula arena` against a stand-in engine: a real child process (testing/fake-uci-engine.mjs) that
// plays tic-tac-toe well or badly on request, in this thread (the tests-only game has no worker).
const fake = fileURLToPath(new URL('../testing/fake-uci-engine.mjs', import.meta.url));
const engine = `uci:${process.execPath}`;
const folder = mkdtempSync(join(tmpdir(), 'tabula-engine-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A fresh log file for the fake engine, and the words it wrote there. */
function engineLog(name: string) {
  const path = join(folder, `${name}.log`);
  return { path, words: () => readFileSync(path, 'utf8').trim().split('\n') };
}

const match = (mode: string, log: string, ...extra: string[]) =>
  runCaptured(['arena', 'tic-tac-toe', '--bots', `level1,${engine}`, '--games', '4', '--seed', '2', '--threads', '1', ...extra, '--', fake, mode, log]);

describe('tabula arena with a uci: engine', () => {
  it('starts the engine once for the match and reuses it, ucinewgame before each game', async () => {
    const log = engineLog('first-free');
    const run = await match('first-free', log.path, '--json');
    expect(run).toMatchObject({ code: 0, err: [] });
    const json = JSON.parse(run.out[0] as string) as Record<string, unknown>;
    expect(json).toMatchObject({ games: 4, engine: { bot: engine, name: 'Fake first-free', go: 'movetime 50' }, forfeits: [] });
    const [a, b] = json['wins'] as [number, number];
    expect(a + b + (json['draws'] as number)).toBe(4);
    const [msA, msB] = json['msPerMove'] as [number, number];
    expect(msA).toBeGreaterThanOrEqual(0);
    expect(msB).toBeGreaterThan(0); // a round trip through a pipe takes time; our random bot hardly any
    // One start to read its name before the match, one for the match's four games.
    expect(log.words()).toEqual(['start', 'start', 'newgame', 'newgame', 'newgame', 'newgame']);
  });

  it('scores an illegal answer as a loss and says which engine answered what to which position', async () => {
    const run = await match('illegal', engineLog('illegal').path);
    expect(run).toMatchObject({ code: 0, err: [] });
    expect(run.out[1]).toBe(`wins   level1 4, ${engine} 0, draws 0 (adjudicated 0)`);
    expect(run.out).toContain(`engine ${engine} is Fake illegal, go movetime 50; forfeits 4`);
    // Game 2: the engine sits in seat 0 and is asked for the first move.
    expect(run.out).toContain(`  game 2: ${engine} lost by illegal-move: answered 'bestmove z9' to 'position startpos': 'z9' is not a square of the 3x3 board`);
    expect(run.out.find((line) => line.startsWith('  game 1: '))).toMatch(/answered 'bestmove z9' to 'position startpos moves [a-c][1-3]': /);
  });

  it('scores a crash as a loss with the engine’s last words, and restarts it for the next game', async () => {
    const log = engineLog('crash');
    const run = await match('crash', log.path, '--json');
    expect(run).toMatchObject({ code: 0, err: [] });
    const json = JSON.parse(run.out[0] as string) as { wins: number[]; forfeits: { game: number; bot: string; reason: string; detail: string }[] };
    expect(json.wins).toEqual([4, 0]);
    expect(json.forfeits.map((forfeit) => [forfeit.game, forfeit.bot, forfeit.reason])).toEqual([1, 2, 3, 4].map((game) => [game, engine, 'engine-exited']));
    expect(json.forfeits[0]?.detail).toMatch(/^exited with code 3; its last words on stderr: fake engine: crashing as asked, given 'position startpos/);
    expect(log.words().filter((word) => word === 'start')).toHaveLength(5);
  });

  it('scores silence past --uci-timeout as a loss by timeout', async () => {
    const run = await match('silent', engineLog('silent').path, '--uci-timeout', '300', '--games', '2', '--json');
    expect(run).toMatchObject({ code: 0, err: [] });
    const json = JSON.parse(run.out[0] as string) as { wins: number[]; forfeits: { reason: string; detail: string }[] };
    expect(json.wins).toEqual([2, 0]);
    expect(json.forfeits.map((forfeit) => forfeit.reason)).toEqual(['timeout', 'timeout']);
    expect(json.forfeits[0]?.detail).toMatch(/^no 'bestmove' after 'go movetime 50' within 300 ms, given 'position startpos/);
  });

  it('stops with one line and exit 1 when the engine cannot start', async () => {
    const missing = join(folder, 'no-such-engine');
    const run = await runCaptured(['arena', 'tic-tac-toe', '--bots', `uci:${missing},random`, '--games', '2']);
    expect(run.code).toBe(1);
    expect(run.err).toEqual([`tabula: arena: uci:${missing}: cannot start '${missing}': spawn ${missing} ENOENT`]);
  });

  it.each([
    [['--bots', `${engine},uci:other`], /at most one bot may be a uci: engine/],
    [['--bots', 'random,greedy', '--uci-go', 'nodes 5'], /--uci-go set up a uci: bot's engine, and --bots names none/],
    [['--bots', 'random,greedy', '--', 'x'], /engine arguments after -- set up a uci: bot's engine/],
    [['--bots', 'random,uci:'], /bot 'uci:' names no engine/],
    [['--bots', `random,${engine}`, '--uci-option', '=5'], /--uci-option needs NAME=VALUE/],
    [['--bots', `random,${engine}`, '--uci-go', 'go'], /--uci-go needs the go command's arguments/],
  ])('refuses %j with one line and exit 2', async (args, message) => {
    const run = await runCaptured(['arena', 'tic-tac-toe', ...args]);
    expect(run.code).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(message);
  });
});
