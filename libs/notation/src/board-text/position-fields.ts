import { fail, ok, type Result } from '@tabula/engine-core';

/**
 * Splits position text into its fields (docs/notation.md: separated by any white space, leading and
 * trailing space ignored): exactly one a name in `names`, or a parse error that names them all.
 */
export function positionFields(text: string, names: readonly string[]): Result<string[]> {
  const fields = text.trim().split(/\s+/).filter((field) => field !== '');
  if (fields.length !== names.length) {
    return fail('parse', `expected ${names.length} fields (${names.join(', ')}), found ${fields.length}`, undefined, 'position');
  }
  return ok(fields);
}
