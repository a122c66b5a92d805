import type { Player } from '@tabula/engine-core';
import { moveLabel } from './move-number-text.js';
import type { RecordResult } from './record-types.js';

/** The longest line of movetext, as in PGN's export format. */
export const LINE_WIDTH = 80;

/** One move as the movetext writes it: the number it is played under, who plays it, its canonical text. */
export interface NumberedMove {
  readonly number: number;
  readonly player: Player;
  readonly text: string;
}

/** A full line of movetext, and the full lines before it (shared by every longer layout of the same moves). */
interface FullLine {
  readonly text: string;
  readonly before: FullLine | null;
}

/**
 * Movetext laid out up to some move, without the result: the lines already full, the open line, and the
 * last move (the next one may follow it without a number). A value: adding a move makes a new layout
 * that shares this one's full lines, so a record kept after every move lays out only the new move.
 */
export interface MovetextLayout {
  readonly full: FullLine | null;
  readonly line: string;
  readonly last: NumberedMove | null;
}

/** No moves yet. */
export const EMPTY_MOVETEXT: MovetextLayout = { full: null, line: '', last: null };

/**
 * The layout with `move` added: a player-0 move after its number, a player-1 move after its partner — or
 * after `7...` when it comes first (the record starts with player 1 to move, as PGN writes it).
 */
export function withMove(layout: MovetextLayout, move: NumberedMove): MovetextLayout {
  const previous = layout.last;
  const followsPartner = move.player === 1 && previous?.player === 0 && previous.number === move.number;
  return { ...withUnit(layout, followsPartner ? move.text : `${moveLabel(move.number, move.player)} ${move.text}`), last: move };
}

/** The number the next move is played under: a player-1 move ends its number; `start` before any move. */
export function nextMoveNumber(layout: MovetextLayout, start: number): number {
  const last = layout.last;
  if (last === null) return start;
  return last.player === 1 ? last.number + 1 : last.number;
}

/**
 * A number and its move are one unit that is never split; units are joined by one space and a unit that
 * would pass {@link LINE_WIDTH} columns starts a new line.
 */
function withUnit(layout: MovetextLayout, unit: string): MovetextLayout {
  if (layout.line === '') return { ...layout, line: unit };
  if (layout.line.length + 1 + unit.length <= LINE_WIDTH) return { ...layout, line: `${layout.line} ${unit}` };
  return { ...layout, full: { text: layout.line, before: layout.full }, line: unit };
}

/** The movetext of a layout, ended by the result token. No trailing space; lines end with `\n` only between lines. */
export function movetextText(layout: MovetextLayout, result: RecordResult): string {
  const ended = withUnit(layout, result);
  const lines = [ended.line];
  for (let full = ended.full; full !== null; full = full.before) lines.push(full.text);
  return lines.reverse().join('\n');
}

/** Lays out the movetext of `moves` (see {@link withMove}) and the result token last. */
export function formatMovetext(moves: readonly NumberedMove[], result: RecordResult): string {
  return movetextText(moves.reduce(withMove, EMPTY_MOVETEXT), result);
}
