import { createRng, perft, unwrap } from '@tabula/engine-core';
import { simpleChess, type SimpleChessState } from '../src/index.js';
import { negamax, visited } from './negamax.js';

// The machine is shared, so besides wall-clock speed we print speed per CPU second of this process,
// which is what the code itself costs regardless of how many other processes wait for the cores.

/** Runs `work` (returning what it counted) until `ms` have passed; prints the count per second and per CPU second. */
function measure(label: string, ms: number, work: () => number): void {
  work(); // warm-up, so the JIT has compiled the hot loops
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let counted = 0;
  let runs = 0;
  while (runs < 1 || performance.now() - start < ms) {
    counted += work();
    runs++;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${label} x${runs}: ${counted} in ${seconds.toFixed(2)} s = ${(counted / seconds / 1e6).toFixed(2)} M/s ` +
      `(${(counted / cpuSeconds / 1e6).toFixed(2)} M per CPU second)`,
  );
}

// Perft runs through the search board (moves/play/undo), leaves counted in bulk at the last ply.
const depth = 6;
const start = simpleChess.start();
measure(`simple-chess board perft(${depth}) leaves from the start`, 3000, () => perft(simpleChess, start, depth));

/** A middle game: `plies` seeded random moves from the start (a game still going on). */
function middleGame(seed: string, plies: number): SimpleChessState {
  const rng = createRng(seed);
  let state = simpleChess.start();
  for (let ply = 0; ply < plies; ply++) {
    const moves = simpleChess.legalMoves(state);
    if (moves.length === 0) break;
    const quiet = moves.filter((move) => state.board[move.to] !== 'K' && state.board[move.to] !== 'k');
    state = unwrap(simpleChess.play(state, rng.pick(quiet.length > 0 ? quiet : moves)));
  }
  return state;
}

// Search-like rate: negamax at a fixed depth, with play/outcome at every node and evaluate/captures
// at the leaves, in nodes (plays) per second.
const load = simpleChess.search?.board;
if (!load) throw new Error('simple-chess has no search board');
const positions: readonly [string, SimpleChessState, number][] = [
  ['the start', start, 4],
  ['a middle game (20 random plies)', middleGame('bench middle game a', 20), 4],
  ['a middle game (30 random plies)', middleGame('bench middle game b', 30), 4],
  ['a middle game (40 random plies)', middleGame('bench middle game c', 40), 4],
];
for (const [name, state, searchDepth] of positions) {
  const board = load(state);
  const buffer = new Int32Array(board.maxMoves * (searchDepth + 1));
  measure(`simple-chess board negamax(${searchDepth}) nodes from ${name}`, 2000, () => {
    visited.nodes = 0;
    negamax(board, searchDepth, buffer, 0);
    return visited.nodes;
  });
}
