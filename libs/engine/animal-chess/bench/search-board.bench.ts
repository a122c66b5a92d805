import { createRng, ONGOING, type SearchBoard } from '@tabula/engine-core';
import { benchSearchBoard } from '@tabula/engine-core/testing';
import { animalChess, type AnimalChessMove, type AnimalChessState } from '../src/index.js';

/*
 * The search board under a search-like load: engine-core's plain negamax (no pruning, no ordering),
 * from the start and from a few seeded middle games with pieces in hand.
 */

type Board = SearchBoard<AnimalChessState, AnimalChessMove>;
const load = (state: AnimalChessState) => animalChess.search?.board?.(state) as Board;

/** A seeded random game `plies` moves long on the board, stopping before a move that ends it. */
function middleGame(seed: number, plies: number): AnimalChessState {
  const rng = createRng(seed);
  const board = load(animalChess.start());
  const codes = new Int32Array(board.maxMoves);
  for (let ply = 0; ply < plies; ply++) {
    const count = board.moves(codes, 0);
    if (count === 0) break;
    board.play(codes[rng.int(count)] as number);
    if (board.outcome() !== ONGOING) {
      board.undo();
      break;
    }
  }
  return board.state();
}

benchSearchBoard(
  'animal-chess',
  load,
  [
    ['the start', animalChess.start(), 5],
    ...[
      [11, 16, 5],
      [12, 24, 5],
      [13, 36, 4],
    ].map(([seed, plies, depth]) => [`middle game (seed ${seed}, ${plies} plies)`, middleGame(seed as number, plies as number), depth as number] as const),
  ],
  1500,
);
