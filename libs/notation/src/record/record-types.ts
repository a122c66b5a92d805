import type { AnyGame, AnyNotation, Outcome } from '@tabula/engine-core';

/** A game's rules and text; a registry entry (`@tabula/games` GameEntry) fits. */
export interface RecordGame {
  readonly game: AnyGame;
  readonly notation: AnyNotation;
}

/** A record's result, as PGN writes it: `1-0` = player 0 won, `0-1` = player 1 won, `*` = not over. */
export type RecordResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** What a record is made from: everything the game's history holds, before any viewer's filter. */
export interface RecordData {
  /** Extra tags in order (Date, Player0, Player1, Event, …); Game/Start/Setup0/Setup1/Result/Reason are written by formatRecord. */
  readonly tags?: readonly (readonly [name: string, value: string])[];
  /** The full start state when the game did not start from the standard start (or from setups). */
  readonly start?: unknown;
  /** Games with a set-up phase (Stratego): both setups (engine setup values); the start is built from them. */
  readonly setups?: readonly [unknown, unknown];
  /** Engine moves, in order, from the start. */
  readonly moves: readonly unknown[];
  /**
   * The states the moves passed through, when the caller holds them (a session's history): `states[0]` the
   * start (the standard one, `start`, or the one `setups` make), `states[i]` the state after move i. Without
   * them every move is played again, so a record kept after every move would cost the whole game each time.
   */
  readonly states?: readonly unknown[];
  /** How it ended when the board does not say (resigned, adjudicated …); otherwise derived from the last state's status. */
  readonly outcome?: Outcome;
}

/** A record read back: its tags, the replayed game, and how it ended. */
export interface ParsedRecord {
  /** Every tag as read, in order. */
  readonly tags: readonly (readonly [string, string])[];
  /** The state the moves start from (a view when the setups hide letters). */
  readonly start: unknown;
  /** The parsed setups when the record has Setup0/Setup1 tags; null where a setup hides letters. */
  readonly setups?: readonly [unknown, unknown];
  /** Engine moves. */
  readonly moves: readonly unknown[];
  /** The moves' canonical texts. */
  readonly moveTexts: readonly string[];
  /** `states[0]` is the start, `states[i]` the state after move i. */
  readonly states: readonly unknown[];
  readonly result: RecordResult;
  /** How the game ended, from the tags (or from the board when the record has no Result); null for `*`. */
  readonly outcome: Outcome | null;
}
