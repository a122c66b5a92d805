import { createRng, DRAWN, ONGOING, type SearchBoard } from '@tabula/engine-core';
import { animalChess, type AnimalChessMove, type AnimalChessState } from '../src/index.js';

/*
 * The search board under a search-like load: a fixed-depth plain negamax (no pruning, no ordering)
 * that calls moves / play / outcome / evaluate / undo at every node, as alpha-beta does. A node is
 * one `play`. Rates are per CPU second (`process.cpuUsage()`), from the start and from a few seeded
 * middle games with pieces in hand.
 */

type Board = SearchBoard<AnimalChessState, AnimalChessMove>;
const WIN = 1_000_000;
let nodes = 0;

function negamax(board: Board, depth: number, buffer: Int32Array, at: number): number {
  const outcome = board.outcome();
  if (outcome !== ONGOING) return outcome === DRAWN ? 0 : outcome === board.toMove() ? WIN : -WIN;
  if (depth === 0) return board.evaluate(board.toMove());
  const count = board.moves(buffer, at);
  const next = at + count;
  let best = -Infinity;
  for (let i = at; i < next; i++) {
    board.play(buffer[i] as number);
    nodes++;
    const value = -negamax(board, depth - 1, buffer, next);
    board.undo();
    if (value > best) best = value;
  }
  return best;
}

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A seeded random game `plies` moves long (stopping early if it ends). */
function middleGame(seed: number, plies: number): AnimalChessState {
  const rng = createRng(seed);
  const board = animalChess.search?.board?.(animalChess.start()) as Board;
  const codes = new Int32Array(board.maxMoves);
  for (let ply = 0; ply < plies; ply++) {
    const count = board.moves(codes, 0);
    if (count === 0) break;
    const code = codes[rng.int(count)] as number;
    board.play(code);
    if (board.outcome() !== ONGOING) {
      board.undo();
      break;
    }
  }
  return board.state();
}

/** Negamax to the first depth that searches at least `minNodes`, repeated for about `seconds` of CPU. */
function measure(name: string, state: AnimalChessState, minNodes: number, seconds: number): number {
  const board = animalChess.search?.board?.(state) as Board;
  const buffer = new Int32Array(board.maxMoves * 16);
  let depth = 1;
  for (;;) {
    nodes = 0;
    negamax(board, depth, buffer, 0);
    if (nodes >= minNodes || depth === 12) break;
    depth++;
  }
  nodes = 0;
  let runs = 0;
  const began = cpuSeconds();
  do {
    negamax(board, depth, buffer, 0);
    runs++;
  } while (cpuSeconds() - began < seconds);
  const rate = nodes / (cpuSeconds() - began);
  console.log(`  ${name}: depth ${depth}, ${(nodes / runs).toLocaleString('en')} nodes x${runs}: ${(rate / 1e6).toFixed(2)} M nodes per CPU second`);
  return rate;
}

console.log('animal-chess search board, plain negamax (moves/play/outcome/evaluate/undo at every node):');
measure('warm-up', animalChess.start(), 50_000, 0.5);
const rates = [
  measure('start', animalChess.start(), 300_000, 1.5),
  ...[
    [11, 16],
    [12, 24],
    [13, 36],
  ].map(([seed, plies]) => measure(`middle game (seed ${seed}, ${plies} plies)`, middleGame(seed as number, plies as number), 300_000, 1.5)),
];
const slowest = Math.min(...rates);
console.log(`  slowest: ${(slowest / 1e6).toFixed(2)} M nodes per CPU second (aim: >= 3 M)`);
