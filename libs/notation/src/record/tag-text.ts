import { fail, ok, type Result } from '@tabula/engine-core';

/** Tags that formatRecord writes itself, in this order; extra tags may not use these names. */
export const RESERVED_TAGS = ['Game', 'Start', 'Setup0', 'Setup1', 'Result', 'Reason'] as const;

/** A tag name: letters, digits and underscores, as PGN allows. */
const TAG_NAME = /^[A-Za-z0-9_]+$/;

/** A tag line: `[Name "value"]`, white space allowed around the parts, `\\` and `\"` escaped in the value. */
const TAG_LINE = /^\s*\[\s*([^\s"\]]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/;

/**
 * Writes one tag line, `[Name "value"]`, escaping `\` and `"` in the value with a backslash. A record
 * is line-based, so a name outside PGN's letters, digits and underscores, or a value with a line
 * break, cannot be written: that is the caller's bug, and throws.
 */
export function formatTag(name: string, value: string): string {
  if (!TAG_NAME.test(name)) throw new Error(`a record tag name is letters, digits and underscores; '${name}' is not`);
  if (/[\r\n]/.test(value)) throw new Error(`the record tag ${name} has a line break in its value`);
  return `[${name} "${value.replace(/[\\"]/g, (char) => `\\${char}`)}"]`;
}

/** Reads one tag line (`lineNumber` counts from 1, for the error), undoing the value's escapes. */
export function parseTagLine(line: string, lineNumber: number): Result<readonly [string, string]> {
  const where = `line ${lineNumber}`;
  const match = TAG_LINE.exec(line);
  if (!match) return fail('parse', `line ${lineNumber} is not a tag pair [Name "value"]: ${line.trim()}`, undefined, where);
  const [, name, escaped] = match as unknown as [string, string, string];
  if (!TAG_NAME.test(name)) return fail('parse', `line ${lineNumber}: a tag name is letters, digits and underscores, not '${name}'`, undefined, where);
  let value = '';
  for (let i = 0; i < escaped.length; i++) {
    const char = escaped[i] as string;
    if (char !== '\\') {
      value += char;
      continue;
    }
    // TAG_LINE pairs every backslash with the character after it.
    const next = escaped[++i] as string;
    if (next !== '\\' && next !== '"') {
      return fail('parse', `line ${lineNumber}: '\\${next}' is no escape; a tag value escapes only \\ and "`, undefined, where);
    }
    value += next;
  }
  return ok([name, value] as const);
}
