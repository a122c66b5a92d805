import type { AnyNotation, Player } from '@tabula/engine-core';

/**
 * The move number of a position, read from its text: the last field of every game's position text
 * (docs/notation.md, as in chess FEN). Reading it there keeps records game-agnostic. A text without one
 * (no game writes such) numbers from 1.
 */
export function moveNumberOf(positionText: string): number {
  const last = positionText.trim().split(/\s+/).pop() ?? '';
  return /^[1-9][0-9]*$/.test(last) ? Number(last) : 1;
}

/** Move numbers of states already read, by state: states are values (never mutated), so one reading holds for good. */
const numbersOfStates = new WeakMap<object, number>();

/**
 * The move number of a state ({@link moveNumberOf} its position text), formatted once per state object:
 * a record is written after every move from the same start state, and writing the whole position to
 * read one number was a tenth of reading a short game back.
 */
export function moveNumberOfState(notation: AnyNotation, state: unknown): number {
  const cacheable = typeof state === 'object' && state !== null;
  const known = cacheable ? numbersOfStates.get(state) : undefined;
  if (known !== undefined) return known;
  const number = moveNumberOf(notation.formatPosition(state));
  if (cacheable) numbersOfStates.set(state, number);
  return number;
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
