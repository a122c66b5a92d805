import { ok, type Result } from '@tabula/engine-core';
import { parseTagLine } from './tag-text.js';

/** A record split into its two sections. */
export interface RecordSections {
  /** Every tag as read, in order. */
  readonly tags: readonly (readonly [string, string])[];
  /** Everything after the tags. */
  readonly movetext: string;
}

/**
 * Splits a record into tags and movetext: leading blank lines and lines that start with `[` (after
 * white space) are the tags; the movetext begins at the first other line. A byte-order mark and any
 * line ending (`\n`, `\r\n`) are accepted.
 */
export function splitRecord(text: string): Result<RecordSections> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const tags: (readonly [string, string])[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') continue;
    if (!line.trimStart().startsWith('[')) break;
    const tag = parseTagLine(line, index + 1);
    if (!tag.ok) return tag;
    tags.push(tag.value);
  }
  return ok({ tags, movetext: lines.slice(index).join('\n') });
}
