import { fail, ok, type Result } from '@tabula/engine-core';
import type { RecordResult } from './record-types.js';
import { isRecordResult } from './result-text.js';
import { RESERVED_TAGS } from './tag-text.js';

/** What a record's tags say about the game itself (every other tag is kept as read, not interpreted). */
export interface RecordHeader {
  /** The Result tag, when there is one. */
  readonly result?: RecordResult;
  readonly reason?: string;
  /** The Start tag's position text. */
  readonly start?: string;
  /** The Setup0 and Setup1 tags' texts. */
  readonly setups?: readonly [string, string];
}

/**
 * Reads the tags formatRecord writes itself and checks them against each other: a Game tag naming
 * this game, each of those tags at most once, a Result of PGN's four, both setups or neither, and a
 * Start position or setups but not both.
 */
export function readHeader(gameId: string, tags: readonly (readonly [string, string])[]): Result<RecordHeader> {
  const found = new Map<string, string>();
  for (const [name, value] of tags) {
    if (!(RESERVED_TAGS as readonly string[]).includes(name)) continue;
    if (found.has(name)) return fail('parse', `the record has two ${name} tags`, undefined, `${name} tag`);
    found.set(name, value);
  }
  const game = found.get('Game');
  if (game === undefined) return fail('parse', `the record has no Game tag; a ${gameId} record starts with [Game "${gameId}"]`, undefined, 'Game tag');
  if (game !== gameId) return fail('parse', `the record is for the game '${game}', not ${gameId}`, undefined, 'Game tag');
  const result = found.get('Result');
  if (result !== undefined && !isRecordResult(result)) {
    return fail('parse', `the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '${result}'`, undefined, 'Result tag');
  }
  const setup0 = found.get('Setup0');
  const setup1 = found.get('Setup1');
  if ((setup0 === undefined) !== (setup1 === undefined)) {
    return fail('parse', `the record has a ${setup0 === undefined ? 'Setup1' : 'Setup0'} tag but no ${setup0 === undefined ? 'Setup0' : 'Setup1'} tag`, undefined, 'Setup tags');
  }
  const start = found.get('Start');
  if (start !== undefined && setup0 !== undefined) {
    return fail('parse', 'the record has both a Start position and setups; the game starts from one or the other', undefined, 'Start tag');
  }
  const reason = found.get('Reason');
  return ok({
    ...(result === undefined ? {} : { result }),
    ...(reason === undefined ? {} : { reason }),
    ...(start === undefined ? {} : { start }),
    ...(setup0 === undefined || setup1 === undefined ? {} : { setups: [setup0, setup1] as const }),
  });
}
