import type { Player } from '@tabula/engine-core';

/**
 * The move number of a position, read from its text: the last field of every game's position text
 * (docs/notation.md, as in chess FEN). Reading it there keeps records game-agnostic. A text without one
 * (no game writes such) numbers from 1.
 */
export function moveNumberOf(positionText: string): number {
  const last = positionText.trim().split(/\s+/).pop() ?? '';
  return /^[1-9][0-9]*$/.test(last) ? Number(last) : 1;
}

/** The number that stands before a move, as PGN writes it: `7.` before player 0's, `7...` before player 1's. */
export function moveLabel(number: number, player: Player): string {
  return `${number}${player === 0 ? '.' : '...'}`;
}

/** A move-number token read from movetext: its number, and any move text glued to it (`7.e2e4`). */
export interface MoveNumberToken {
  readonly number: number;
  readonly rest: string;
}

/** Reads a move-number token (`7.`, `7...`, `7.e2e4`), or null when the token is none. */
export function readMoveNumber(token: string): MoveNumberToken | null {
  const match = /^([0-9]+)\.+(.*)$/.exec(token);
  if (!match) return null;
  return { number: Number(match[1]), rest: match[2] as string };
}
