import type { AnyGame, GameLevels } from '@tabula/engine-core';

/** Level numbers, 1 (weakest) to 5. */
export type Level = 1 | 2 | 3 | 4 | 5;

/** Five bots, weakest first. */
export type LevelTable = GameLevels;

/**
 * The ladder of a game that names no levels of its own: random, greedy, then alpha-beta on node
 * budgets eight times apart. Node budgets (not milliseconds) keep a level's moves reproducible from a
 * seed on any machine; a little evaluation noise makes repeated games differ. On the games' own
 * search boards level 5 takes 0.03–0.1 s a move on this machine (README: Levels), well under the 2 s
 * limit. A game tuned otherwise names its levels in its engine (`Game.levels`), so that this library
 * knows no game.
 */
export const DEFAULT_LEVELS: LevelTable = [
  { kind: 'random' },
  { kind: 'greedy' },
  { kind: 'alphabeta', budget: { nodes: 1_000 }, noise: 4 },
  { kind: 'alphabeta', budget: { nodes: 8_000 }, noise: 2 },
  { kind: 'alphabeta', budget: { nodes: 64_000 }, noise: 2 },
];

/** The five levels of a game: its own, or {@link DEFAULT_LEVELS}. */
export function levelsOf(game: AnyGame): LevelTable {
  return game.levels ?? DEFAULT_LEVELS;
}
