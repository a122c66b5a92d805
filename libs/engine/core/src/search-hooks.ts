import type { SearchBoard } from './search-board.js';

/**
 * Optional speed hooks a game may offer to the game-agnostic search in `@tabula/ai`. Every bot works
 * without them (through `legalMoves`/`play` alone); a hook only makes search faster or better
 * ordered. Each hook must agree exactly with the Game contract it accelerates.
 */
export interface SearchHooks<S, M> {
  /**
   * A 32-bit hash of everything that decides the state's future (board, hands, side to move), for
   * transposition tables. Equal states must hash equal; collisions are tolerated by the search.
   */
  hash?(state: S): number;
  /** Whether a move captures (or removes) enemy material: quiescence search follows only these. */
  isCapture?(state: S, move: M): boolean;
  /**
   * A rough value of what the move takes, for ordering captures strongest-victim first
   * (most valuable victim, least valuable attacker). Larger is better; 0 for a quiet move.
   */
  captureValue?(state: S, move: M): number;
  /**
   * The game's own make/unmake position for search (see {@link SearchBoard}), loaded from a full
   * state. Search bots prefer it to every other hook: on a board a search node costs a move code,
   * not a new JSON state. `runSearchBoardConformance` (`@tabula/engine-core/testing`) proves a
   * board agrees with the contract.
   */
  board?(state: S): SearchBoard<S, M>;
}
