/**
 * Game records (docs/notation.md "Game records"): PGN-like text of a whole game — tags, then numbered
 * moves and the result — for any game, through the Game and Notation contracts only.
 */
export { formatRecord } from './format-record.js';
export { parseRecord } from './parse-record.js';
export { recordGameId } from './record-game.js';
export type { ParsedRecord, RecordData, RecordGame, RecordResult } from './record-types.js';
