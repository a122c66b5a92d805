import { benchSearchBoard, measureRate, randomGame } from '@tabula/engine-core/testing';
import { jungle, loadJungleBoard, type JungleState } from '../src/index.js';

// 1. The fast perft, which runs through the search board (moves/play/undo), leaves counted in bulk at
// the last ply. Depth 5 is 5,111,725 leaves (the fixture); it is repeated for about two seconds so
// that the figure is not one short burst.
const depth = 5;
const expected = 5_111_725;
const start = jungle.start();
const perft = jungle.perft;
if (!perft) throw new Error('jungle has no fast perft');
measureRate(`jungle board perft(${depth}) from the start`, 'leaves', 2000, () => {
  const counted = perft(start, depth);
  if (counted !== expected) throw new Error(`perft(${depth}) = ${counted}, but the fixture says ${expected}`);
  return counted;
});

/** Middle-game positions: seeded random play from the start, another seed while a game ends too soon. */
function middleGame(seed: number, plies: number): JungleState {
  const states = randomGame(jungle, seed, plies);
  const last = states[states.length - 1] as JungleState;
  return states.length === plies + 1 && jungle.status(last).kind === 'playing' ? last : middleGame(seed + 100, plies);
}

// 2. A search-like load: engine-core's plain negamax (no pruning, no ordering) on the board.
benchSearchBoard('jungle', loadJungleBoard, [
  ['the start', start, 5],
  ['middle game A (20 plies)', middleGame(1, 20), 5],
  ['middle game B (40 plies)', middleGame(2, 40), 5],
  ['middle game C (60 plies)', middleGame(3, 60), 5],
]);
