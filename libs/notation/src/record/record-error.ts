import { ruleError, type RuleError } from '@tabula/engine-core';

/**
 * A refusal from a parser or the engine, told at the place in the record where it happened:
 * `move 12 (6... b3b5): JG-4: only the rat may enter water`. The code and the rule id stay those of
 * the cause (the rule id is already in the cause's message, so it is not put in front again), and
 * the cause's `where` is kept after the record's (`at`, by default the place itself).
 */
export function errorAt(place: string, cause: RuleError, at: string = place): RuleError {
  const where = cause.where === undefined ? at : `${at}, ${cause.where}`;
  const error = ruleError(cause.code, `${place}: ${cause.message}`, undefined, where);
  return cause.rule === undefined ? error : { ...error, rule: cause.rule };
}
