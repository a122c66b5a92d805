import { fail, ok, type Outcome, type Result, type Status } from '@tabula/engine-core';
import type { RecordResult } from './record-types.js';
import { ABORTED, resultOf, winnerOf } from './result-text.js';

/** A record's result and the outcome it stands for (null while the game goes on). */
export interface SettledResult {
  readonly result: RecordResult;
  readonly outcome: Outcome | null;
}

/** How an outcome reads in a message: `0-1 (den-entered)`. */
function told(outcome: Outcome): string {
  return `${resultOf(outcome)} (${outcome.reason})`;
}

/**
 * How a game to be recorded ended: the board's outcome when the last state is over (a given outcome
 * must then agree with it), else the given outcome (a resignation, an adjudication …), else none.
 * A contradiction is the caller's bug, and throws.
 */
export function settleOutcome(board: Status, given: Outcome | undefined): Outcome | null {
  if (board.kind === 'playing') return given ?? null;
  const outcome: Outcome = { winner: board.winner, reason: board.reason };
  if (given && (given.winner !== outcome.winner || given.reason !== outcome.reason)) {
    throw new Error(`the record's outcome ${told(given)} contradicts the board, which ends ${told(outcome)}`);
  }
  return outcome;
}

/**
 * Reconciles what a record says about its end — the Result and Reason tags, the movetext's result
 * token — with the board its moves reach. A finished board decides (a Result or Reason that says
 * otherwise is refused; no Result at all takes the board's); on a board still in play, a finished
 * Result needs a Reason (resigned, adjudicated, …). A Reason without a finished Result is refused.
 */
export function settleResult(board: Status, tag: RecordResult | undefined, token: RecordResult | undefined, reason: string | undefined): Result<SettledResult> {
  if (tag !== undefined && token !== undefined && tag !== token) {
    return fail('parse', `the Result tag says ${tag}, but the moves end with ${token}`, undefined, 'Result tag');
  }
  const written = tag ?? token;
  if (board.kind === 'over') {
    const outcome: Outcome = { winner: board.winner, reason: board.reason };
    const result = resultOf(outcome);
    if (written !== undefined && written !== result) {
      return fail('parse', `the Result ${written} contradicts the board: the moves end the game ${told(outcome)}`, undefined, 'Result tag');
    }
    if (reason !== undefined && reason !== outcome.reason) {
      return fail('parse', `the Reason '${reason}' contradicts the board: the moves end the game ${told(outcome)}`, undefined, 'Reason tag');
    }
    return ok({ result, outcome });
  }
  if (written === undefined || written === '*') {
    // An aborted game ended with no result: `*`, and the Reason says it is over all the same.
    if (reason === ABORTED) return ok({ result: '*', outcome: { winner: null, reason: ABORTED } });
    if (reason !== undefined) return fail('parse', `a Reason ('${reason}') belongs to a finished game, but the Result is *`, undefined, 'Reason tag');
    return ok({ result: '*', outcome: null });
  }
  if (reason === undefined) {
    return fail('parse', `the Result is ${written} while the board is still in play, so the record needs a Reason tag (resigned, adjudicated, …)`, undefined, 'Reason tag');
  }
  return ok({ result: written, outcome: { winner: winnerOf(written), reason } });
}
