import { createRng, DRAWN, ONGOING, type SearchBoard } from '@tabula/engine-core';
import { startFromSetups, stratego, type StrategoMove, type StrategoState } from '../src/index.js';

type Board = SearchBoard<StrategoState, StrategoMove>;

// Fast perft from the reference setups, leaves counted in bulk at the last ply. Depth 7 (27,202,290 leaves):
// long enough to measure, short enough for a shared machine.
const depth = 7;
const red = 'TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB';
const blue = 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS';
const started = startFromSetups(red, blue);
if (!started.ok) throw new Error(started.error.message);
const reference = started.value;
const perft = stratego.perft;
if (!perft) throw new Error('stratego has no fast perft');
perft(reference, 4); // warm up the JIT
const start = performance.now();
const leaves = perft(reference, depth);
const seconds = (performance.now() - start) / 1000;
console.log(
  `stratego fast perft(${depth}) from the reference setups: ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`,
);

// The search board (search.board): perft and a plain negamax through its interface, timed in CPU seconds.
const load = stratego.search?.board;
if (!load) throw new Error('stratego has no search board');

/** CPU seconds (user + system) spent by `run`, and its result. */
function cpuTimed<T>(run: () => T): [T, number] {
  const before = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(before);
  return [result, (used.user + used.system) / 1e6];
}

/** Perft on the board's interface: moves/play/undo, the last ply counted in bulk. */
function boardPerft(board: Board, depth: number, buffer: Int32Array, at: number): number {
  const n = board.moves(buffer, at);
  if (depth === 1) return n;
  let total = 0;
  for (let i = at; i < at + n; i++) {
    board.play(buffer[i] as number);
    total += boardPerft(board, depth - 1, buffer, at + n);
    board.undo();
  }
  return total;
}

const WIN = 1_000_000;
let nodes = 0;

/** Fixed-depth negamax without pruning: every node is a play, then outcome, then moves or evaluate. */
function negamax(board: Board, depth: number, buffer: Int32Array, at: number): number {
  const outcome = board.outcome();
  if (outcome !== ONGOING) return outcome === DRAWN ? 0 : outcome === board.toMove() ? WIN : -WIN;
  if (depth === 0) return board.evaluate(board.toMove());
  const n = board.moves(buffer, at);
  let best = -Infinity;
  for (let i = at; i < at + n; i++) {
    board.play(buffer[i] as number);
    nodes++;
    const value = -negamax(board, depth - 1, buffer, at + n);
    board.undo();
    if (value > best) best = value;
  }
  return best;
}

/** A middle game: a seeded random walk from a random setup, attacks preferred, so pieces fall and ranks show. */
function middleGame(seed: number, plies: number): StrategoState {
  const rng = createRng(seed);
  let state = stratego.start(rng);
  for (let ply = 0; ply < plies; ply++) {
    const moves = stratego.legalMoves(state);
    const attacks = moves.filter((move) => state.board[move.to] !== null);
    if (moves.length === 0) break;
    const played = stratego.play(state, attacks.length > 0 && rng.next() < 0.5 ? rng.pick(attacks) : rng.pick(moves));
    if (!played.ok) throw new Error(played.error.message);
    state = played.value;
  }
  return state;
}

{
  const board = load(reference);
  const buffer = new Int32Array(board.maxMoves * 8);
  boardPerft(board, 4, buffer, 0); // warm-up
  const [count, cpu] = cpuTimed(() => boardPerft(board, 6, buffer, 0));
  console.log(`stratego board perft(6) from the reference setups: ${count} leaves in ${cpu.toFixed(2)} CPU s = ${(count / cpu / 1e6).toFixed(2)} M leaves/s`);
}

const positions: [string, StrategoState, number][] = [
  ['reference start', reference, 5],
  ['middle game A (seed 11, 80 plies)', middleGame(11, 80), 4],
  ['middle game B (seed 12, 140 plies)', middleGame(12, 140), 4],
  ['middle game C (seed 13, 220 plies)', middleGame(13, 220), 4],
  // Blue is down to 5 mobile pieces here, so red's miners drive at its unmoved pieces: the endgame drive's scan runs at every leaf.
  ['endgame D (seed 14, 320 plies)', middleGame(14, 320), 4],
];
for (const [, state] of positions) {
  const board = load(state);
  negamax(board, 3, new Int32Array(board.maxMoves * 4), 0); // warm up the JIT on every kind of position
}
let allNodes = 0;
let allCpu = 0;
for (const [name, state, plies] of positions) {
  const board = load(state);
  const buffer = new Int32Array(board.maxMoves * (plies + 1));
  nodes = 0;
  const [, cpu] = cpuTimed(() => negamax(board, plies, buffer, 0));
  allNodes += nodes;
  allCpu += cpu;
  console.log(`stratego board negamax(${plies}) from the ${name}: ${nodes} nodes in ${cpu.toFixed(2)} CPU s = ${(nodes / cpu / 1e6).toFixed(2)} M nodes/CPU s`);
}
console.log(`stratego board negamax overall: ${(allNodes / allCpu / 1e6).toFixed(2)} M nodes/CPU s`);
