import { createRng, ONGOING, unwrap, type Player } from '@tabula/engine-core';
import { checkers61b, loadCheckersBoard, type CheckersBoard, type CheckersState } from '../src/index.js';

// Two figures per measure: per wall-clock second, and per CPU second of this process (the machine is
// shared, so the wall-clock figure drops with load while the CPU figure stays close to the engine's
// own speed).

/** Runs `work` (which returns what it counted) for about `ms`; prints the rates. */
function measure(label: string, unit: string, ms: number, work: () => number): void {
  work(); // warm up the JIT
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let counted = 0;
  let runs = 0;
  while (performance.now() - start < ms) {
    counted += work();
    runs++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${label} x${runs}: ${counted} ${unit} in ${seconds.toFixed(2)} s = ` +
      `${(counted / seconds / 1e6).toFixed(2)} M ${unit}/s (${(counted / cpuSeconds / 1e6).toFixed(2)} M ${unit} per CPU second)`,
  );
}

// Perft through the search board (moves/play/undo), leaves counted in bulk at the last ply.
const depth = 7;
const start = checkers61b.start();
const perft = checkers61b.perft;
if (!perft) throw new Error('checkers61b has no fast perft');
measure(`checkers61b board perft(${depth})`, 'leaves', 3000, () => perft(start, depth));

// Search-like: a plain fixed-depth negamax over the board, calling moves/play/outcome/evaluate/undo
// at every node as alpha-beta does (no pruning, ordering or table: the raw cost of a node).
function negamax(board: CheckersBoard, depth: number, buffer: Int32Array, at: number, counter: { nodes: number }): number {
  const player: Player = board.toMove();
  if (depth === 0) return board.evaluate(player);
  const count = board.moves(buffer, at);
  let best = -Infinity;
  for (let i = at; i < at + count; i++) {
    board.play(buffer[i] as number);
    counter.nodes++;
    const outcome = board.outcome();
    const score = outcome === ONGOING ? -negamax(board, depth - 1, buffer, at + count, counter) : outcome === player ? 100000 : outcome === 2 ? 0 : -100000;
    board.undo();
    if (score > best) best = score;
  }
  return best === -Infinity ? 0 : best;
}

/** Positions after seeded random openings: the middle game, pieces and bombs still on the board. */
function middleGame(seed: number, plies: number): CheckersState {
  const rng = createRng(seed);
  let state = checkers61b.start();
  for (let ply = 0; ply < plies; ply++) {
    const moves = checkers61b.legalMoves(state);
    if (moves.length === 0) break;
    state = unwrap(checkers61b.play(state, rng.pick(moves)));
  }
  return state;
}

const positions: [string, CheckersState, number][] = [
  ['start', start, 6],
  ['middle game A (seed 3, 16 plies)', middleGame(3, 16), 5],
  ['middle game B (seed 5, 24 plies)', middleGame(5, 24), 5],
  ['middle game C (seed 11, 30 plies)', middleGame(11, 30), 5],
];
for (const [name, state, searchDepth] of positions) {
  const board = loadCheckersBoard(state);
  const buffer = new Int32Array((searchDepth + 1) * board.maxMoves);
  measure(`checkers61b board negamax(${searchDepth}) from ${name}`, 'nodes', 2000, () => {
    const counter = { nodes: 0 };
    negamax(board, searchDepth, buffer, 0, counter);
    return counter.nodes;
  });
}
