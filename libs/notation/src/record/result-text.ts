import type { Outcome, Player } from '@tabula/engine-core';
import type { RecordResult } from './record-types.js';

/** The four result texts of PGN, used both as the Result tag's value and as the movetext's last token. */
export const RECORD_RESULTS: readonly RecordResult[] = ['1-0', '0-1', '1/2-1/2', '*'];

/** Whether a text is one of the four result texts. */
export function isRecordResult(text: string): text is RecordResult {
  return (RECORD_RESULTS as readonly string[]).includes(text);
}

/**
 * The reason of a game that ended without a result: stopped before both sides had moved. Its record
 * says `*` with this Reason (docs/notation.md), since it is neither a win nor a draw.
 */
export const ABORTED = 'aborted';

/** The result text of an outcome; `*` while the game goes on, and for an aborted game. */
export function resultOf(outcome: Outcome | null): RecordResult {
  if (outcome === null || outcome.reason === ABORTED) return '*';
  if (outcome.winner === null) return '1/2-1/2';
  return outcome.winner === 0 ? '1-0' : '0-1';
}

/** The winner a finished result names (null for a draw). */
export function winnerOf(result: Exclude<RecordResult, '*'>): Player | null {
  if (result === '1/2-1/2') return null;
  return result === '1-0' ? 0 : 1;
}
