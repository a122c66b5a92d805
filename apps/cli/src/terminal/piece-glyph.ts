import type { PieceInfo } from '@tabula/engine-core';
import { codePointWidth, displayWidth } from './display-width.js';

/**
 * Which text stands for a piece: the game's `symbol` (♔, 象, 🦁 — pretty, but Jungle's and animal
 * chess's symbols are the same for both sides, so they need colour to tell the owner) or its
 * position-text `letter` (case tells the owner, so it reads without colour).
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
 * cannot say whose piece it is. Wide CJK characters (象) take the foreground like letters do.
 */
export function drawsInOwnColours(glyph: string): boolean {
  return [...glyph].some((character) => {
    const codePoint = character.codePointAt(0) as number;
    return codePointWidth(codePoint) === 2 && (codePoint < 0x2e80 || codePoint >= 0x1f000);
  });
}
