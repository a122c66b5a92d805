import type { Player } from './player.js';
import type { Result } from './result.js';

/**
 * A game's text formats (docs/notation.md), implemented per game in `@tabula/notation`. Untrusted text
 * enters the system only through these parsers; they never throw on bad input.
 *
 * @typeParam S - the game's state
 * @typeParam M - the game's move
 * @typeParam Setup - a player's set-up arrangement, for games that have one
 */
export interface Notation<S, M, Setup = never> {
  /** The game id this notation belongs to. */
  readonly gameId: string;
  /**
   * Parses position text leniently (any white space between fields, case rules per game) and checks
   * the game's invariants; errors say what is wrong and where (`field`, `row`, `column`).
   */
  parsePosition(text: string): Result<S>;
  /** The canonical, byte-exact position text of a state (or of a view: hidden pieces as `X`/`x`). */
  formatPosition(state: S): string;
  /**
   * Parses move text against a state and returns the legal move it names, or an error that says why
   * not: not a move at all, no piece there, not your piece, or the rule that forbids it.
   */
  parseMove(state: S, text: string): Result<M>;
  /** The canonical (lower-case) move text. */
  formatMove(state: S, move: M): string;
  /** Parses a player's set-up text (Stratego). */
  parseSetup?(text: string, player: Player): Result<Setup>;
  /** The canonical set-up text, written from the owner's seat (Stratego). */
  formatSetup?(setup: Setup, player: Player): string;
}

/** A notation with its types erased, as the registry and CLI hold it. */
export type AnyNotation = Notation<unknown, unknown, unknown>;
