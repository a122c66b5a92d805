import { DRAWN, ONGOING, type SearchBoard } from '../search-board.js';

/**
 * What a bench reads from Node's global object. The engine is platform-pure (no Node types), and only
 * benches, which run on Node, call these; they are read when called, so importing this file anywhere is safe.
 */
interface BenchHost {
  readonly process: { cpuUsage(): { user: number; system: number } };
  readonly performance: { now(): number };
  readonly console: { log(line: string): void };
}
const host = (): BenchHost => globalThis as unknown as BenchHost;

/**
 * CPU seconds (user and system) this process has used so far. Benches report rates per CPU second:
 * on a shared machine wall time mostly measures the other jobs.
 */
export function cpuSeconds(): number {
  const { user, system } = host().process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Runs `work`, which returns what it counted, once to warm the JIT up and then again and again for
 * about `ms` of wall time (at least once); prints `label`, the runs and the count per wall second and
 * per CPU second. Returns the count per CPU second.
 */
export function measureRate(label: string, unit: string, ms: number, work: () => number): number {
  work();
  const { performance, console } = host();
  const began = performance.now();
  const cpuBegan = cpuSeconds();
  let counted = 0;
  let runs = 0;
  while (runs < 1 || performance.now() - began < ms) {
    counted += work();
    runs++;
  }
  const seconds = (performance.now() - began) / 1000;
  const cpu = cpuSeconds() - cpuBegan;
  const perCpu = counted / cpu;
  console.log(
    `${label} x${runs}: ${counted} ${unit} in ${seconds.toFixed(2)} s = ` +
      `${(counted / seconds / 1e6).toFixed(2)} M ${unit}/s (${(perCpu / 1e6).toFixed(2)} M ${unit} per CPU second)`,
  );
  return perCpu;
}

/** A score beyond any evaluation: a won game. */
const WIN = 1_000_000;

/**
 * A plain fixed-depth negamax over a search board (no pruning, ordering or table): per node what the
 * bots' alpha-beta does, `outcome`, then `moves` and `play`/`undo` of each, or at the leaves
 * `evaluate` and `captures` (the quiescence search's first look). It measures a board's raw cost per
 * node. A node is one `play`, counted in `counter.nodes`.
 */
export function benchNegamax<S, M>(board: SearchBoard<S, M>, depth: number, buffer: Int32Array, at: number, counter: { nodes: number }): number {
  const outcome = board.outcome();
  if (outcome !== ONGOING) return outcome === DRAWN ? 0 : outcome === board.toMove() ? WIN : -WIN;
  // The count of captures is used, so that the call is not optimised away.
  if (depth === 0) return board.evaluate(board.toMove()) + (board.captures(buffer, at) & 1);
  const next = at + board.moves(buffer, at);
  let best = -WIN - 1;
  for (let i = at; i < next; i++) {
    board.play(buffer[i] as number);
    counter.nodes++;
    const score = -benchNegamax(board, depth - 1, buffer, next, counter);
    board.undo();
    if (score > best) best = score;
  }
  return best;
}

/** A named position to search from, and the depth. */
export type BenchPosition<S> = readonly [name: string, state: S, depth: number];

/**
 * The search-like load of a game's bench: {@link benchNegamax} from each position on the board `load`
 * gives, each for about `ms`, then the slowest rate. Returns the slowest rate in nodes per CPU second.
 */
export function benchSearchBoard<S, M>(name: string, load: (state: S) => SearchBoard<S, M>, positions: readonly BenchPosition<S>[], ms = 2000): number {
  const rates = positions.map(([where, state, depth]) => {
    const board = load(state);
    const buffer = new Int32Array(board.maxMoves * (depth + 1));
    return measureRate(`${name} board negamax(${depth}) from ${where}`, 'nodes', ms, () => {
      const counter = { nodes: 0 };
      benchNegamax(board, depth, buffer, 0, counter);
      return counter.nodes;
    });
  });
  const slowest = Math.min(...rates);
  host().console.log(`${name} board negamax, slowest position: ${(slowest / 1e6).toFixed(2)} M nodes per CPU second`);
  return slowest;
}
