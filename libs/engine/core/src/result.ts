/**
 * Why an input was refused. Codes are stable: front ends and the API map them to messages and
 * HTTP statuses, so add new ones rather than renaming.
 *
 * - `parse`: text that is not of the expected form (a position, a move, a setup).
 * - `invalid-position`: a position that parses but breaks a game invariant (two lions, a piece in a lake).
 * - `invalid-setup`: a Stratego setup that is not exactly one army on the owner's ranks.
 * - `not-a-move`: text or data that cannot be a move of this game at all.
 * - `no-piece`: the move starts on an empty square.
 * - `not-your-piece`: the move starts on the opponent's piece.
 * - `illegal-move`: a rule forbids the move; the error's `rule` names it.
 * - `game-over`: the game has ended; no move is legal (G-2).
 */
export type ErrorCode =
  | 'parse'
  | 'invalid-position'
  | 'invalid-setup'
  | 'not-a-move'
  | 'no-piece'
  | 'not-your-piece'
  | 'illegal-move'
  | 'game-over';

/**
 * An error value. Errors caused by input are values, never exceptions (docs/design.md): `throw` is kept
 * for broken invariants inside the engine.
 */
export interface RuleError {
  /** What kind of refusal this is. */
  readonly code: ErrorCode;
  /** A readable sentence saying what is wrong and where, e.g. `JG-4: only the rat may enter water`. */
  readonly message: string;
  /** The docs/rules.md rule id that forbids the input (`JG-4`), when a rule does. */
  readonly rule?: string;
  /** Where in a text the problem is (field, row, column, character offset), when the input was text. */
  readonly where?: string;
}

/** Success with a value, or failure with an error value. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Builds a successful {@link Result}. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** Builds a failed {@link Result}. */
export function err<E = RuleError>(error: E): Result<never, E> {
  return { ok: false, error };
}

/**
 * Builds a {@link RuleError}. When a rule id is given, the message is prefixed with it
 * (`JG-4: only the rat may enter water`) so that every channel that shows only the message still
 * cites the rule.
 */
export function ruleError(code: ErrorCode, message: string, rule?: string, where?: string): RuleError {
  const text = rule && !message.startsWith(`${rule}:`) ? `${rule}: ${message}` : message;
  return {
    code,
    message: text,
    ...(rule === undefined ? {} : { rule }),
    ...(where === undefined ? {} : { where }),
  };
}

/** Shorthand for a failed result carrying a {@link ruleError}. */
export function fail(code: ErrorCode, message: string, rule?: string, where?: string): Result<never> {
  return err(ruleError(code, message, rule, where));
}

/**
 * Returns the value of a successful result, or throws with the error's message. For tests, tools
 * and places where failure means a broken invariant — never for handling user input.
 */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
