import { err, fail, ok, type Result } from '@tabula/engine-core';
import { errorAt } from './record-error.js';
import type { RecordHeader } from './record-header.js';
import type { RecordGame } from './record-types.js';

/** Where a record's moves start from, and the setups it was built from, if any. */
export interface RecordStart {
  readonly start: unknown;
  readonly setups?: readonly [unknown, unknown];
}

/**
 * The state a record's moves start from: its Start position; else its setups (through the notation's
 * `startFromRecordSetups`, which also reads setups that hide letters, or the plain setup parser);
 * else the game's standard start — which a game with a set-up phase does not have.
 */
export function readStart({ game, notation }: RecordGame, header: RecordHeader): Result<RecordStart> {
  if (header.start !== undefined) {
    const parsed = notation.parsePosition(header.start);
    return parsed.ok ? ok({ start: parsed.value }) : err(errorAt('the Start position', parsed.error, 'Start tag'));
  }
  if (header.setups !== undefined) {
    const [text0, text1] = header.setups;
    if (!game.setup) return fail('parse', `${game.id} has no setups, so its record has no Setup0 or Setup1 tags`, undefined, 'Setup tags');
    if (notation.startFromRecordSetups) {
      const read = notation.startFromRecordSetups(text0, text1);
      // The notation's errors already say which setup is wrong.
      return read.ok ? ok({ start: read.value.start, setups: read.value.setups }) : read;
    }
    if (!notation.parseSetup) return fail('parse', `${game.id}'s notation has no setup text`, undefined, 'Setup tags');
    const setup0 = notation.parseSetup(text0, 0);
    if (!setup0.ok) return err(errorAt('the Setup0 tag', setup0.error, 'Setup0 tag'));
    const setup1 = notation.parseSetup(text1, 1);
    if (!setup1.ok) return err(errorAt('the Setup1 tag', setup1.error, 'Setup1 tag'));
    const start = game.setup.start(setup0.value, setup1.value);
    return start.ok ? ok({ start: start.value, setups: [setup0.value, setup1.value] }) : err(errorAt('the setups', start.error, 'Setup tags'));
  }
  if (game.setup) {
    return fail('parse', `a ${game.id} record needs Setup0 and Setup1 tags (or a Start position): the game has no standard start`, undefined, 'Setup tags');
  }
  return ok({ start: standardStart(game) });
}

/** Each game's standard start, made once: states are values, and a record read back (a game loaded) starts from it every time. */
const standardStarts = new WeakMap<RecordGame['game'], unknown>();

function standardStart(game: RecordGame['game']): unknown {
  if (!standardStarts.has(game)) standardStarts.set(game, game.start());
  return standardStarts.get(game);
}
