import { fail, ok, type Result } from '@tabula/engine-core';
import { movetextTokens } from './movetext-tokens.js';
import { readHeader } from './record-header.js';
import { settleResult } from './record-outcome.js';
import { splitRecord } from './record-sections.js';
import { readStart } from './record-start.js';
import type { ParsedRecord, RecordGame } from './record-types.js';
import { replayMovetext } from './replay-movetext.js';

/**
 * Reads a game record (the format {@link formatRecord} writes) leniently, as PGN readers do — any
 * white space and line endings, move numbers optional (but checked when written), `{comments}` and
 * `;` comments skipped, unknown tags kept — and replays it. Refused, with an error that says what and
 * where: a missing Game tag or one for another game, a malformed tag line (by its line), a bad Start
 * position or setup (the parser's error), the first illegal move by its number with the engine's
 * reason and rule id, a move after the game is over, and a Result that contradicts the board (or a
 * finished Result on a board still in play without a Reason). Never throws on input.
 */
export function parseRecord(entry: RecordGame, text: string): Result<ParsedRecord> {
  if (typeof text !== 'string') return fail('parse', 'a record is text');
  const sections = splitRecord(text);
  if (!sections.ok) return sections;
  const { tags, movetext } = sections.value;
  const header = readHeader(entry.game.id, tags);
  if (!header.ok) return header;
  const start = readStart(entry, header.value);
  if (!start.ok) return start;
  const tokens = movetextTokens(movetext);
  if (!tokens.ok) return tokens;
  const replayed = replayMovetext(entry, start.value.start, tokens.value);
  if (!replayed.ok) return replayed;
  const { moves, moveTexts, states, resultToken } = replayed.value;
  const board = entry.game.status(states[states.length - 1]);
  const settled = settleResult(board, header.value.result, resultToken, header.value.reason);
  if (!settled.ok) return settled;
  return ok({
    tags,
    start: start.value.start,
    ...(start.value.setups === undefined ? {} : { setups: start.value.setups }),
    moves,
    moveTexts,
    states,
    result: settled.value.result,
    outcome: settled.value.outcome,
  });
}
