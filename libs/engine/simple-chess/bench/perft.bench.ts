import { perft } from '@tabula/engine-core';
import { benchSearchBoard, measureRate, randomPosition, type ChooseMove } from '@tabula/engine-core/testing';
import { simpleChess, type SimpleChessMove, type SimpleChessState } from '../src/index.js';

// Perft runs through the search board (moves/play/undo), leaves counted in bulk at the last ply.
const depth = 6;
const start = simpleChess.start();
measureRate(`simple-chess board perft(${depth}) from the start`, 'leaves', 3000, () => perft(simpleChess, start, depth));

/** Random play that spares the kings, so that a middle game is still going on. */
const quiet: ChooseMove<SimpleChessState, SimpleChessMove> = (moves, state, rng) => {
  const spared = moves.filter((move) => state.board[move.to] !== 'K' && state.board[move.to] !== 'k');
  return rng.pick(spared.length > 0 ? spared : moves);
};

// Search-like rate: engine-core's plain negamax at a fixed depth, in nodes (plays) per second.
const load = simpleChess.search?.board;
if (!load) throw new Error('simple-chess has no search board');
benchSearchBoard('simple-chess', load, [
  ['the start', start, 4],
  ['a middle game (20 random plies)', randomPosition(simpleChess, 'bench middle game a', 20, quiet), 4],
  ['a middle game (30 random plies)', randomPosition(simpleChess, 'bench middle game b', 30, quiet), 4],
  ['a middle game (40 random plies)', randomPosition(simpleChess, 'bench middle game c', 40, quiet), 4],
]);
