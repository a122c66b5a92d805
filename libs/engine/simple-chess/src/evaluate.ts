import type { Player } from '@tabula/engine-core';
import { SimpleChessBoard } from './search-board/index.js';
import type { SimpleChessState } from './state.js';

export { PIECE_VALUE } from './search-board/material.js';

/**
 * The heuristic for bots (Game.evaluate): how good `state` is for `player`, in hundredths of a pawn.
 * It knows §5's game rather than chess: material and place (immobile queens and knights, pawns by
 * rank and file, the king's square), mobility of the pieces that move, and — because there is no
 * check and taking the king wins — whose king is attacked with whom to move, plus king shelter and
 * tempo, with weights fitted to game results (search-board/weights.ts).
 *
 * There is one implementation, the search board's (search-board/evaluation.ts): the bots search on
 * the board, and this loads one, so the two can never disagree.
 */
export function evaluate(state: SimpleChessState, player: Player): number {
  return new SimpleChessBoard(state).evaluate(player);
}
