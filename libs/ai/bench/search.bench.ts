/**
 * Search speed per game: alpha-beta nodes and IS-MCTS iterations per CPU second, over a fixed node
 * budget from the start position and from a few positions a dozen random plies in.
 *
 * Which games: the registry module named by the first argument (the `bench` target passes
 * `@tabula/games`), else the tests-only tic-tac-toe. The registry is an argument rather than an
 * import so that `libs/ai` keeps depending on `@tabula/engine-core` only (docs/design.md boundaries).
 */
import { createRng, type AnyGame } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { alphaBetaBot, createBot, ismctsBot, type Bot } from '../src/index.js';

interface RegistryModule {
  readonly registry: { list(): readonly { readonly id: string; readonly game: AnyGame }[] };
}

async function gamesToBench(): Promise<AnyGame[]> {
  const specifier = process.argv[2];
  if (!specifier) return [ticTacToe as unknown as AnyGame];
  // A relative path is taken from the working directory, a bare name from node_modules.
  const target = specifier.startsWith('.') ? new URL(specifier, `file://${process.cwd()}/`).href : specifier;
  const loaded = (await import(target)) as RegistryModule;
  const games = loaded.registry.list().map((entry) => entry.game);
  return games.length > 0 ? games : [ticTacToe as unknown as AnyGame];
}

/** A few positions to search: the start, and positions reached by random plies from it. */
function positions(game: AnyGame): unknown[] {
  const rng = createRng(2024);
  const found: unknown[] = [game.start(rng)];
  for (let sample = 0; sample < 3; sample++) {
    let state = game.start(rng);
    for (let ply = 0; ply < 12; ply++) {
      const moves = game.legalMoves(state);
      if (moves.length === 0) break;
      const played = game.play(state, rng.pick(moves));
      if (!played.ok) break;
      state = played.value;
    }
    if (game.status(state).kind === 'playing' && game.legalMoves(state).length > 1) found.push(state);
  }
  return found;
}

/** Milliseconds of CPU this process has used: on a shared machine wall time measures the neighbours. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Units per CPU second of a bot over the positions, with `nodes` of search on each (a node budget,
 * so the work is the same on a busy machine as on an idle one).
 */
function speed(bot: Bot, game: AnyGame, states: readonly unknown[], nodes: number): number {
  let units = 0;
  let elapsed = 0;
  for (const state of states) {
    const seat = game.status(state);
    if (seat.kind !== 'playing') continue;
    const view = game.view(state, seat.toMove);
    const started = cpuMs();
    units += bot.think({ game, view, rng: createRng(1), budget: { nodes } }).nodes;
    elapsed += cpuMs() - started;
  }
  return elapsed > 0 ? (units / elapsed) * 1000 : 0;
}

const format = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US');

/** CPU milliseconds of level 5's moves over the positions (the level table promises under about 2 s). */
function levelFiveMs(game: AnyGame, states: readonly unknown[]): { mean: number; max: number } {
  const made = createBot('level5', game);
  if (!made.ok) throw new Error(made.error.message);
  const times: number[] = [];
  for (const state of states) {
    const seat = game.status(state);
    if (seat.kind !== 'playing') continue;
    const started = cpuMs();
    made.value.think({ game, view: game.view(state, seat.toMove), rng: createRng(1) });
    times.push(cpuMs() - started);
  }
  return { mean: times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length), max: Math.max(0, ...times) };
}

/** Game ids after the registry argument narrow the bench to those games. */
const only = new Set(process.argv.slice(3));
const games = (await gamesToBench()).filter((game) => only.size === 0 || only.has(game.id));
console.log('per CPU second, over the start and 3 positions 12 random plies in (aims: 1,000,000 nodes/s, 20,000 iterations/s)');
console.log('and the CPU time of a level-5 move over the same positions (limit: about 2 s)');
console.log(
  `${'game'.padEnd(14)} ${'board'.padEnd(9)} ${'alpha-beta nodes/s'.padStart(20)} ${'IS-MCTS iterations/s'.padStart(22)} ${'level 5 ms/move (mean, max)'.padStart(29)}`,
);
for (const game of games) {
  const states = positions(game);
  // Warm the JIT up on both searches before measuring.
  speed(alphaBetaBot(), game, states.slice(0, 1), 20_000);
  speed(ismctsBot(), game, states.slice(0, 1), 2_000);
  const nodes = speed(alphaBetaBot(), game, states, 200_000);
  const iterations = speed(ismctsBot(), game, states, 20_000);
  const board = game.search?.board ? 'own' : 'contract';
  const level5 = levelFiveMs(game, states);
  const level5Text = `${format(level5.mean)}, ${format(level5.max)}`;
  console.log(`${game.id.padEnd(14)} ${board.padEnd(9)} ${format(nodes).padStart(20)} ${format(iterations).padStart(22)} ${level5Text.padStart(29)}`);
}
