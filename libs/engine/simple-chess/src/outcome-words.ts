import type { OutcomeReason } from '@tabula/engine-core';
import { KING_CAPTURED, NO_MOVES } from './outcome.js';

/**
 * Why a game of simplified chess ended, in its own words, for every reason its status gives
 * (Game.outcomeWords): a king taken (SC-6) or a player stuck without a move (G-1).
 */
export const OUTCOME_WORDS: Readonly<Record<OutcomeReason, string>> = {
  [KING_CAPTURED]: 'the king was captured',
  [NO_MOVES]: 'the player to move had no legal move',
};
