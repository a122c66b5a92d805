/**
 * How much a bot may think. A move stops at whichever limit comes first; with neither, each bot uses
 * a small default. Node budgets make a bot reproducible from its seed (the same seed, view and budget
 * give the same move on any machine); millisecond budgets depend on the machine's speed.
 */
export interface BotBudget {
  /** Wall-clock milliseconds for this move. */
  readonly ms?: number;
  /** Positions the search may visit (alpha-beta: states played; IS-MCTS: iterations). */
  readonly nodes?: number;
}

/**
 * How a search samples the hidden part of its view (`Game.determinize`): `uniform` over what the view
 * allows, or `informed` by the game's prior of how players set up (still from the view alone).
 */
export type Sampling = 'uniform' | 'informed';

/** A level's handicap, for any bot that thinks. */
interface Careless {
  /** Chance, from 0 to 1, of a random legal move instead of the bot's own (default 0). */
  readonly blunder?: number;
}

/**
 * A bot described as data: one of the bot kinds `@tabula/ai` builds, with its settings. It is declared
 * here, beside the Game contract, so that a game can name its own levels ({@link Game.levels})
 * without depending on the bots.
 */
export type LevelBot =
  | { readonly kind: 'random' }
  | ({ readonly kind: 'greedy' } & Careless)
  | ({
      readonly kind: 'alphabeta';
      readonly budget: BotBudget;
      readonly noise?: number;
      readonly samples?: number;
      readonly aggregate?: 'vote' | 'mean';
      /** How each determinization is drawn (default `uniform`). */
      readonly sampling?: Sampling;
      /** Deepest iteration of each search (default: as deep as the budget goes). */
      readonly maxDepth?: number;
    } & Careless)
  | ({ readonly kind: 'ismcts'; readonly budget: BotBudget; readonly playoutPlies?: number } & Careless);

/** A game's five bot levels, weakest first. */
export type GameLevels = readonly [LevelBot, LevelBot, LevelBot, LevelBot, LevelBot];
