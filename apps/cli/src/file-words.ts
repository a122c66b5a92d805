import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Why a file could not be read, said as a player reads it: which file, and that it is not there,
 * instead of the system's bare code (`ENOENT`). `what` names the file's part in the command:
 * `record`, `board file`, `army file`.
 */
export function unreadableFile(path: string, what: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `the ${what} '${path}' is not there (no such file)`;
  if (code === 'EISDIR') return `the ${what} '${path}' is a folder, not a file`;
  if (code === 'EACCES' || code === 'EPERM') return `the ${what} '${path}' may not be read (permission denied)`;
  return `cannot read the ${what} '${path}': ${(error as Error).message}`;
}

/**
 * Why a record could not be saved to `path` later, checked before a game starts so that a player does
 * not find out after the last move: its folder is not there, or is not a folder. Null when it may be.
 */
export function saveTargetProblem(path: string): string | null {
  const folder = dirname(path);
  if (!existsSync(folder)) return `cannot save to '${path}': the folder '${folder}' is not there`;
  if (!statSync(folder).isDirectory()) return `cannot save to '${path}': '${folder}' is not a folder`;
  if (existsSync(path) && statSync(path).isDirectory()) return `cannot save to '${path}': it is a folder, not a file`;
  return null;
}
