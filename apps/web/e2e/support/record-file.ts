import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '@tabula/play';

/**
 * A record file of a game that starts from `position`, as "Export record" writes one, for a test to
 * load through the page's "Load record".
 */
export function recordFileFrom(game: string, position: string): string {
  const session = createSession({ game, seats: ['human', 'human'], position });
  if (!session.ok) throw new Error(session.error.message);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-record-')), `${game}.txt`);
  writeFileSync(file, session.value.record('all'));
  return file;
}
