import type { BotSpec } from './spec.js';

/** Level numbers, 1 (weakest) to 5. */
export type Level = 1 | 2 | 3 | 4 | 5;

/** Five bots, weakest first. */
export type LevelTable = readonly [BotSpec, BotSpec, BotSpec, BotSpec, BotSpec];

const RANDOM: BotSpec = { kind: 'random' };
const GREEDY: BotSpec = { kind: 'greedy' };

/**
 * Levels for perfect-information games: random, greedy, then alpha-beta on node budgets eight times
 * apart. Node budgets (not milliseconds) keep a level's moves reproducible from a seed on any
 * machine; a little evaluation noise makes repeated games differ. On the games' own search boards
 * level 5 takes 0.03–0.1 s a move on this machine (README: Levels), well under the 2 s limit.
 */
const SEARCH_LEVELS: LevelTable = [
  RANDOM,
  GREEDY,
  { kind: 'alphabeta', budget: { nodes: 1_000 }, noise: 4 },
  { kind: 'alphabeta', budget: { nodes: 8_000 }, noise: 2 },
  { kind: 'alphabeta', budget: { nodes: 64_000 }, noise: 2 },
];

/**
 * Animal chess starts from one fixed position that the side moving first converts once both sides
 * search about 8 000 nodes: with little noise, level 5 against level 4 is the same few games, won
 * by whoever moved first. Noise that falls with the level (in hundredths of a chick) makes the lower
 * levels err, and their games differ, so that each level is measurably stronger than the one below.
 */
const ANIMAL_CHESS_LEVELS: LevelTable = [
  RANDOM,
  GREEDY,
  { kind: 'alphabeta', budget: { nodes: 1_000 }, noise: 40 },
  { kind: 'alphabeta', budget: { nodes: 8_000 }, noise: 24 },
  { kind: 'alphabeta', budget: { nodes: 64_000 }, noise: 4 },
];

/**
 * Stratego's search: alpha-beta to depth 5 on each of 8 determinizations of the bot's view (sampled
 * by the game's `determinize`, so it stays honest), playing the most voted move. Odd depths end on
 * the bot's own move; a search that ends on the opponent's plays as if the opponent saw every rank.
 */
const STRATEGO_SEARCH: BotSpec = { kind: 'alphabeta', budget: { nodes: 2_000_000 }, noise: 2, samples: 8, maxDepth: 5 };

/**
 * THE level table: every game's five levels, named in this one place. Games not listed use
 * {@link SEARCH_LEVELS}. Stratego's ladder is built from two bots and one handicap, a share of
 * random moves (`blunder`), because a determinizing search gains little from a bigger budget: each
 * sample sees every rank, so a deeper or wider search goes further into a fiction (depths 3 and 5:
 * 56%; 24 samples instead of 8 score the same against greedy). Random moves space it well where
 * the bot still finishes its games: greedy with half its moves random is level 2, greedy itself
 * level 3, and {@link STRATEGO_SEARCH} with and without random moves levels 4 and 5. (A search
 * playing half its moves at random cannot finish a game against random: it never walks a miner
 * through the bombs.) Over 100 games each, with the flag garrison and the endgame drive in the
 * evaluation (engine-stratego README): level 2 scores 86.5% against random, 3 78.5% against 2,
 * 4 76% against 3, 5 66% against 4 (58.5% before the drive, with its miners left at home), and
 * level 5 99.5% against random and 85% against greedy. More random moves at level 4 would widen the
 * top rung but cost it against level 3 (16%: 59.5% over 100 games, before the drive). The full
 * tables are in the issue-8 closing notes.
 */
export const LEVELS: Readonly<Record<string, LevelTable>> = {
  'animal-chess': ANIMAL_CHESS_LEVELS,
  checkers61b: SEARCH_LEVELS,
  jungle: SEARCH_LEVELS,
  'simple-chess': SEARCH_LEVELS,
  stratego: [RANDOM, { ...GREEDY, blunder: 0.5 }, GREEDY, { ...STRATEGO_SEARCH, blunder: 0.12 }, STRATEGO_SEARCH],
};

/** The five levels of a game (the perfect-information defaults for games not in {@link LEVELS}). */
export function levelsOf(gameId: string, hiddenInformation = false): LevelTable {
  return LEVELS[gameId] ?? (hiddenInformation ? (LEVELS['stratego'] as LevelTable) : SEARCH_LEVELS);
}
