import { benchSearchBoard, measureRate, randomPosition } from '@tabula/engine-core/testing';
import { checkers61b, loadCheckersBoard } from '../src/index.js';

// Perft through the search board (moves/play/undo), leaves counted in bulk at the last ply.
const depth = 7;
const start = checkers61b.start();
const perft = checkers61b.perft;
if (!perft) throw new Error('checkers61b has no fast perft');
measureRate(`checkers61b board perft(${depth})`, 'leaves', 3000, () => perft(start, depth));

// Search-like: engine-core's plain negamax from the start and from seeded random openings (the middle
// game, pieces and bombs still on the board).
benchSearchBoard('checkers61b', loadCheckersBoard, [
  ['the start', start, 6],
  ['middle game A (seed 3, 16 plies)', randomPosition(checkers61b, 3, 16), 5],
  ['middle game B (seed 5, 24 plies)', randomPosition(checkers61b, 5, 24), 5],
  ['middle game C (seed 11, 30 plies)', randomPosition(checkers61b, 11, 30), 5],
]);
