import { createRng, ONGOING, unwrap } from '@tabula/engine-core';
import { jungle, loadJungleBoard, type JungleBoard, type JungleState } from '../src/index.js';

// CPU time is printed beside the wall clock: on a machine shared by many processes the wall clock
// mostly measures the others.
function timed<T>(run: () => T): { value: T; seconds: number; cpuSeconds: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = run();
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return { value, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

// 1. The fast perft, which runs through the search board (moves/play/undo), leaves counted in bulk at
// the last ply. Depth 5 is 5,111,725 leaves; it is repeated for about two seconds so that the figure
// is not one short burst.
const depth = 5;
const expected = 5_111_725;
const start = jungle.start();
const perft = jungle.perft;
if (!perft) throw new Error('jungle has no fast perft');
perft(start, 4); // warm up the JIT
const perftRun = timed(() => {
  let leaves = 0;
  const began = performance.now();
  do {
    const counted = perft(start, depth);
    if (counted !== expected) throw new Error(`perft(${depth}) = ${counted}, but the fixture says ${expected}`);
    leaves += counted;
  } while (performance.now() - began < 2000);
  return leaves;
});
console.log(
  `jungle board perft(${depth}) from the start, ${perftRun.value / expected} runs: ${perftRun.value} leaves in ${perftRun.seconds.toFixed(2)} s = ` +
    `${(perftRun.value / perftRun.seconds / 1e6).toFixed(2)} M leaves/s (${(perftRun.value / perftRun.cpuSeconds / 1e6).toFixed(2)} M leaves per CPU second)`,
);

// 2. A search-like load: plain fixed-depth negamax (no pruning, no ordering) on the board. Every node
// asks outcome(); inner nodes list moves and play/undo each; leaves evaluate and list captures, as a
// quiescence search would. A node is one call (the root plus one per play).
const WIN = 1_000_000;
let nodes = 0;
function negamax(board: JungleBoard, buffer: Int32Array, at: number, depthLeft: number): number {
  nodes++;
  const outcome = board.outcome();
  if (outcome !== ONGOING) return outcome === board.toMove() ? WIN : -WIN;
  if (depthLeft === 0) {
    board.captures(buffer, at);
    return board.evaluate(board.toMove());
  }
  const n = board.moves(buffer, at);
  let best = -WIN;
  for (let i = at; i < at + n; i++) {
    board.play(buffer[i] as number);
    const score = -negamax(board, buffer, at + n, depthLeft - 1);
    board.undo();
    if (score > best) best = score;
  }
  return best;
}

/** Middle-game positions: seeded random play from the start, kept only while the game goes on. */
function middleGame(seed: number, plies: number): JungleState {
  const rng = createRng(seed);
  let state = jungle.start();
  for (let ply = 0; ply < plies; ply++) {
    const moves = jungle.legalMoves(state);
    if (moves.length === 0) return middleGame(seed + 100, plies);
    state = unwrap(jungle.play(state, rng.pick(moves)));
  }
  return jungle.status(state).kind === 'playing' ? state : middleGame(seed + 100, plies);
}

const positions: [string, JungleState, number][] = [
  ['start', start, 5],
  ['middle game A (20 plies)', middleGame(1, 20), 5],
  ['middle game B (40 plies)', middleGame(2, 40), 5],
  ['middle game C (60 plies)', middleGame(3, 60), 5],
];
{
  const warm = loadJungleBoard(start);
  negamax(warm, new Int32Array(warm.maxMoves * 6), 0, 4); // warm up the JIT
}
let allNodes = 0;
let allCpu = 0;
for (const [name, state, searchDepth] of positions) {
  const board = loadJungleBoard(state);
  const buffer = new Int32Array(board.maxMoves * (searchDepth + 1));
  nodes = 0;
  const run = timed(() => negamax(board, buffer, 0, searchDepth));
  allNodes += nodes;
  allCpu += run.cpuSeconds;
  console.log(
    `jungle board negamax(${searchDepth}) from ${name}: ${nodes} nodes in ${run.seconds.toFixed(2)} s = ` +
      `${(nodes / run.seconds / 1e6).toFixed(2)} M nodes/s (${(nodes / run.cpuSeconds / 1e6).toFixed(2)} M nodes per CPU second)`,
  );
}
console.log(`jungle board negamax, all positions: ${(allNodes / allCpu / 1e6).toFixed(2)} M nodes per CPU second`);
