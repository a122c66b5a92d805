import type { Player } from '@tabula/engine-core';
import { encode } from './position.js';
import { evaluatePlacement } from './search-board/evaluation.js';
import { Placement, placeAll } from './search-board/placement.js';
import type { AnimalChessState } from './state.js';

/**
 * How good `state` is for `player` (larger is better; README, "Evaluation"). Finite for every
 * position, finished or not. The heuristic itself is `search-board/evaluation.ts`, shared with the
 * search board, so the two agree exactly.
 */
export function evaluate(state: AnimalChessState, player: Player): number {
  const { board, hands } = encode(state);
  const placement = new Placement();
  placeAll(placement, board);
  return evaluatePlacement(placement, hands, state.toMove, player);
}
