import type { OutcomeReason } from '@tabula/engine-core';

/**
 * Why a game of Stratego ended, in its own words, for every reason its status gives
 * (Game.outcomeWords): a flag attacked, or a player with nothing left that can move (ST-8, G-1).
 */
export const OUTCOME_WORDS: Readonly<Record<OutcomeReason, string>> = {
  'flag-captured': 'the flag was captured',
  // Bombs and the flag never move (ST-3), so a player can be stuck with pieces still standing.
  'no-moves': 'the player to move had no piece that could move',
};
