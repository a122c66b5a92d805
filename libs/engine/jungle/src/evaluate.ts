import type { Player } from '@tabula/engine-core';
import { loadJungleBoard } from './search-board/jungle-board.js';
import type { JungleState } from './state.js';

/**
 * `game.evaluate`: the heuristic of `search-board/evaluation.ts` (see README), asked of a board loaded
 * from the state, so the bots' board and the Game contract cannot disagree by construction. Finished
 * games are scored by the search, not here.
 */
export function evaluateState(state: JungleState, player: Player): number {
  return loadJungleBoard(state).evaluate(player);
}
