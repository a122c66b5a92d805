import type { ErrorCode, RuleError } from '@tabula/engine-core';

/**
 * Why a session refused an action. The engine's and the parsers' refusals pass through unchanged
 * (with their rule id); the session adds refusals of its own about turns, phases and seats.
 *
 * - `not-your-turn`: the seat is not the one to move.
 * - `wrong-phase`: a move during the set-up phase, or a setup once play has begun.
 * - `bot-seat`: a person acted for a seat that a bot plays (or asked a bot to move a person's seat).
 * - `nothing-to-undo`: the seat has made no move that could be taken back.
 * - `takeback-refused`: G-4 forbids this takeback (against a bot, a move that revealed a rank).
 * - `consent-needed`: a takeback between two people waits for the other player's consent (G-4).
 * - `cancelled`: a bot's turn was cancelled (an undo, a new move or the caller's signal).
 * - `hidden-record`: a record that hides pieces (a viewer's copy) cannot be resumed, only replayed.
 * - `stale-version`: a move was made at a version of the game that has moved on since (a table's move).
 * - `bad-option`: the session was asked for something that does not exist (an unknown game, a bad seat).
 */
export type PlayErrorCode =
  | ErrorCode
  | 'not-your-turn'
  | 'wrong-phase'
  | 'bot-seat'
  | 'nothing-to-undo'
  | 'takeback-refused'
  | 'consent-needed'
  | 'draw-pending'
  | 'too-late-to-abort'
  | 'no-draw-offer'
  | 'cancelled'
  | 'hidden-record'
  | 'stale-version'
  | 'bad-option';

/** A refusal: a stable code, a sentence for a person, and the rule id when a game rule forbids it. */
export interface PlayError {
  readonly code: PlayErrorCode;
  readonly message: string;
  readonly rule?: string;
  readonly where?: string;
}

/** Success with a value, or a {@link PlayError}. */
export type PlayResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: PlayError };

/** A failed {@link PlayResult}. */
export function refuse(code: PlayErrorCode, message: string): { readonly ok: false; readonly error: PlayError } {
  return { ok: false, error: { code, message } };
}

/** Passes an engine or parser refusal through as a session refusal, rule id and place kept. */
export function fromRuleError(error: RuleError): { readonly ok: false; readonly error: PlayError } {
  return { ok: false, error };
}
