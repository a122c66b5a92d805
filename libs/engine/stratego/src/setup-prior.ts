import type { PieceKind } from './pieces.js';

/*
 * How the game's random setups (`randomSetup`, the arrangement every bot and the "random setup"
 * button play with) place the ranks: public knowledge, like a player's sense of where opponents
 * usually keep their flag. `randomSetup` draws from these numbers, and the informed deal
 * (informed-deal.ts) weighs its guesses of hidden ranks by them.
 */

/**
 * Row preferences, front rank first: how much more likely a kind is to stand on each of the four
 * ranks. Scouts and lower ranks go forward to probe; the marshal and general stay in the middle
 * ranks, ready but unexposed; miners wait at the back for the endgame's bombs.
 */
export const ROW_WEIGHTS: Readonly<Partial<Record<PieceKind, readonly number[]>>> = {
  marshal: [1, 3, 2, 0.5],
  general: [1, 3, 2, 0.5],
  colonel: [2, 2, 1, 0.5],
  major: [2, 2, 1, 1],
  captain: [2, 2, 1, 1],
  lieutenant: [3, 2, 1, 1],
  sergeant: [3, 2, 1, 1],
  miner: [0.3, 1, 2, 3],
  scout: [4, 1.5, 1, 1],
  bomb: [0.3, 1, 2, 2],
};

/** The order pieces are placed in after the flag and its bombs: the most particular about their squares first. */
export const PLACEMENT_ORDER: readonly PieceKind[] = ['marshal', 'general', 'spy', 'colonel', 'major', 'miner', 'captain', 'lieutenant', 'sergeant', 'scout'];

/** Weight of a back-rank slot for the spy, which stands beside the general when it can. */
export const SPY_BESIDE_GENERAL = 20;
