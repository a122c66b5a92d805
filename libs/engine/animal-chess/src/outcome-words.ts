import type { OutcomeReason } from '@tabula/engine-core';

/**
 * Why a game of animal chess ended, in its own words, for every reason its status gives
 * (Game.outcomeWords): a lion taken (AC-6) or a player stuck without a move (G-1).
 */
export const OUTCOME_WORDS: Readonly<Record<OutcomeReason, string>> = {
  'lion-captured': 'the lion was captured',
  'no-moves': 'the player to move had no legal move',
};
