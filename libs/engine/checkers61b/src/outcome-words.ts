import type { OutcomeReason } from '@tabula/engine-core';

/**
 * Why a game of Checkers61b ended, in its own words, for every reason its status gives
 * (Game.outcomeWords): one side's pieces all gone, or everyone's (CK-6), or a player stuck (CK-7, G-1).
 */
export const OUTCOME_WORDS: Readonly<Record<OutcomeReason, string>> = {
  // CK-6: the side left standing wins even when the mover's own bomb removed the mover's last piece.
  'all-captured': 'only one side has pieces left',
  'mutual-destruction': 'no piece is left on the board',
  'no-moves': 'the player to move had no legal move',
};
