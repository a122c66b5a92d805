import { fail, ok, type Result } from '@tabula/engine-core';
import { splitRecord } from './record-sections.js';

/**
 * The game a record is of, from its `Game` tag: what a front end needs to pick the game's rules
 * before {@link parseRecord} reads the rest (`tabula replay FILE`, `tabula play --load FILE`).
 */
export function recordGameId(text: string): Result<string> {
  if (typeof text !== 'string') return fail('parse', 'a record is text');
  const sections = splitRecord(text);
  if (!sections.ok) return sections;
  const tag = sections.value.tags.find(([name]) => name === 'Game');
  if (!tag) return fail('parse', 'the record has no [Game "…"] tag naming its game', undefined, 'tags');
  return ok(tag[1]);
}
