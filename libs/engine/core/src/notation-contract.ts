import type { Player, Viewer } from './player.js';
import type { Result } from './result.js';

/**
 * What a game record's two setup texts give back (see {@link Notation.startFromRecordSetups}).
 *
 * @typeParam S - the game's state
 * @typeParam Setup - a player's set-up arrangement
 */
export interface RecordSetups<S, Setup> {
  /** The state the record's moves start from: a view when the texts hide letters. */
  readonly start: S;
  /** Each player's setup, or null when its text hides letters (so it is no whole arrangement). */
  readonly setups: readonly [Setup | null, Setup | null];
}

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
  /**
   * A hidden-information game's two setup texts for a record exported to `viewer` after `moves` were
   * played from the start those setups make (Stratego, ST-9): every letter the viewer may know by
   * then — their own army, and an enemy piece's rank once an attack or a scout's run has revealed
   * it, even if the piece has since left the board — and the hidden letter (`X`/`x`) for the rest;
   * a spectator gets only revealed letters; once the moves end the game, both setups in full.
   * Games without hidden setups leave it out, and a record then writes {@link formatSetup}'s text.
   */
  formatSetupsFor?(setups: readonly [Setup, Setup], moves: readonly M[], viewer: Viewer): readonly [string, string];
  /**
   * Reads a record's two setup texts, which may hide letters (as {@link formatSetupsFor} writes
   * them), into the state its moves replay from: the start itself when every letter shows, else a
   * view that knows exactly the letters shown — so a viewer's record replays, since every attack in
   * it involves pieces whose letters it shows. Errors say which setup is wrong and why.
   */
  startFromRecordSetups?(text0: string, text1: string): Result<RecordSetups<S, Setup>>;
}

/** A notation with its types erased, as the registry and CLI hold it. */
export type AnyNotation = Notation<unknown, unknown, unknown>;
