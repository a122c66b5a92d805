import type { GameLevels } from '@tabula/engine-core';

/**
 * Animal chess's five bot levels: random, greedy, then alpha-beta on node budgets eight times apart.
 * The game starts from one fixed position that the side moving first converts once both sides search
 * about 8 000 nodes: with little noise, level 5 against level 4 is the same few games, won by whoever
 * moved first. Noise that falls with the level (in hundredths of a chick) makes the lower levels err,
 * and their games differ, so that each level is measurably stronger than the one below.
 */
export const animalChessLevels: GameLevels = [
  { kind: 'random' },
  { kind: 'greedy' },
  { kind: 'alphabeta', budget: { nodes: 1_000 }, noise: 40 },
  { kind: 'alphabeta', budget: { nodes: 8_000 }, noise: 24 },
  { kind: 'alphabeta', budget: { nodes: 64_000 }, noise: 4 },
];
