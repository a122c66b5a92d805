import type { OutcomeReason } from '@tabula/engine-core';

/**
 * Why a game of Jungle ended, in its own words, for every reason its status gives
 * (Game.outcomeWords): the den entered or every animal taken (JG-16), or a player stuck (G-1).
 */
export const OUTCOME_WORDS: Readonly<Record<OutcomeReason, string>> = {
  'den-entered': 'a piece entered the den',
  'all-captured': 'every animal of one side was captured',
  'no-moves': 'the player to move had no legal move',
};
