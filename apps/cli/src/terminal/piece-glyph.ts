import type { PieceInfo } from '@tabula/engine-core';
import { displayWidth } from './display-width.js';

/**
 * Which text stands for a piece: its position-text `letter` (the default) or the game's `symbol`
 * (♔, 象, 🦁).
 *
 * Letters are the default, with colour as without: they are the letters of the seed games and of the
 * moves a player types, one column on every terminal and font, and their case says the owner, so no
 * highlight can hide whose piece it is — and the key under the board names every letter. Symbols
 * are pretty but not self-explaining (獅虎豹狼 mean nothing to most players) and Jungle's and animal
 * chess's are the same for both sides, so a board drawn with them carries a side mark in a column of
 * its own (see {@link sideMarks}) and the same key.
 */
export type PieceStyle = 'symbols' | 'letters';

/** The back of a piece whose rank the viewer may not see (ST-9), drawn in its owner's colour. */
export const HIDDEN_BACK = '■';

/**
 * The glyph of a piece, one or two columns, without position text's `+`/`!` marks: those are drawn
 * from the `promoted`/`revealed` flags in a column of their own (see {@link pieceMark}), so a symbol
 * and a letter are marked alike.
 */
export function pieceGlyph(piece: PieceInfo, style: PieceStyle): string {
  const glyph = style === 'symbols' ? (piece.kind === 'unknown' ? HIDDEN_BACK : piece.symbol) : piece.letter;
  const bare = glyph.replace(/^[+!]/, '');
  const width = displayWidth(bare);
  if (width < 1 || width > 2) {
    throw new Error(`the ${style === 'symbols' ? 'symbol' : 'letter'} '${glyph}' of the ${piece.name} is ${width} columns wide; a board cell holds 1 or 2`);
  }
  return bare;
}

/** `+` for a promoted piece or a king, `!` for a revealed Stratego rank, otherwise a blank. */
export function pieceMark(piece: PieceInfo): string {
  if (piece.promoted) return '+';
  if (piece.revealed) return '!';
  return ' ';
}

/**
 * Whether terminals draw a glyph in colours of its own (an emoji: 🦁, 🐤), so a foreground colour
 * cannot say whose piece it is: Unicode's Emoji_Presentation property. Letters, chess symbols and
 * CJK characters (象) take the foreground like letters do.
 */
export function drawsInOwnColours(glyph: string): boolean {
  return /\p{Emoji_Presentation}/u.test(glyph);
}

/**
 * The marks that say each seat's pieces on a board of symbols, one column each: the seats' initials
 * (`N`/`S`, `B`/`R`) when they differ, otherwise `1`/`2`. They are text, not colour, so a highlight's
 * background cannot remove them.
 */
export function sideMarks(playerNames: readonly [string, string]): readonly [string, string] {
  const initials = playerNames.map((name) => [...name.trim()][0]?.toUpperCase() ?? '') as [string, string];
  const usable = initials.every((initial) => /^\p{L}$/u.test(initial) && displayWidth(initial) === 1) && initials[0] !== initials[1];
  return usable ? initials : ['1', '2'];
}
