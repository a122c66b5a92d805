import type { CellInfo } from '@tabula/engine-core';
import type { TextStyle } from './ansi.js';
import { HIGHLIGHT_BACKGROUND, type SideColour } from './board-palette.js';
import { displayWidth } from './display-width.js';
import { drawsInOwnColours, pieceGlyph, pieceMark, type PieceStyle } from './piece-glyph.js';
import { terrainLook } from './terrain-look.js';

/**
 * Why a square is highlighted: the last move's squares, a mark (where the selected piece may go, a
 * hint) or the selected piece itself. A square has one reason, the later ones winning.
 */
export type Highlight = 'lastMove' | 'mark' | 'selected';

/**
 * The brackets around a highlighted cell, in plain text as in colour: without colour they are the
 * only sign, with colour they help readers who cannot tell the backgrounds apart. They have columns
 * of their own, so they never cover a piece or its marks.
 */
export const BRACKETS: Readonly<Record<Highlight, readonly [string, string]>> = { lastMove: ['[', ']'], mark: ['(', ')'], selected: ['{', '}'] };

/** How every cell of one board is laid out, and what drawing one needs besides the cell. */
export interface CellLayout {
  readonly pieces: PieceStyle;
  /** Columns of the glyph place: the widest glyph on the board (1 for letters, 2 for 象 or 🦁). */
  readonly glyphWidth: number;
  /** Colours of each seat. */
  readonly sideColours: readonly [SideColour, SideColour];
  /** With symbols, each seat's side mark (see `sideMarks`), drawn in a column of its own; null with letters, whose case says the side. */
  readonly sideMarks: readonly [string, string] | null;
}

/** Columns per cell: a bracket, the side mark (symbols only), the `+`/`!` mark, the glyph, a bracket. */
export function cellWidth(layout: CellLayout): number {
  return glyphColumn(layout) + layout.glyphWidth + 1;
}

/** Where in a cell the glyph starts (the file letters above the board are written there). */
export function glyphColumn(layout: CellLayout): number {
  return layout.sideMarks === null ? 2 : 3;
}

/** One drawn cell: exactly {@link cellWidth} columns of text and the style to paint them in. */
export interface CellDrawing {
  readonly text: string;
  readonly style: TextStyle;
}

/**
 * Draws a cell: `‹open›[side]‹mark›‹glyph›‹close›`, each in its own columns — ` +P `, `[ p]`, `( .)`,
 * `{+P}`, and with symbols ` N 🦁 `, `[S+🐓]`. `dark` picks the alternate land shade, chequering the
 * board so files are easy to follow. A piece takes its side's colour; an emoji, which terminals draw in
 * its own colours, sits on its side's tint unless highlighted — its side mark still says whose it is.
 */
export function drawCell(cell: CellInfo, dark: boolean, highlight: Highlight | null, layout: CellLayout): CellDrawing {
  const look = terrainLook(cell.terrain);
  const piece = cell.piece;
  const [open, close] = highlight ? BRACKETS[highlight] : [' ', ' '];
  const side = layout.sideMarks === null ? '' : piece ? layout.sideMarks[piece.owner] : ' ';
  const mark = piece ? pieceMark(piece) : ' ';
  const glyph = piece ? pieceGlyph(piece, layout.pieces) : look.char;
  const padding = ' '.repeat(Math.max(0, layout.glyphWidth - displayWidth(glyph)));
  const text = `${open}${side}${mark}${glyph}${padding}${close}`;
  const colour = piece ? layout.sideColours[piece.owner] : undefined;
  const background = highlight
    ? HIGHLIGHT_BACKGROUND[highlight]
    : colour && drawsInOwnColours(glyph)
      ? colour.tint
      : dark && look.alternateBackground !== undefined
        ? look.alternateBackground
        : look.background;
  if (colour) return { text, style: { fg: colour.piece, bg: background, bold: true } };
  const foreground = cell.terrainOwner === undefined ? look.foreground : layout.sideColours[cell.terrainOwner].piece;
  return { text, style: { fg: foreground, bg: background, bold: cell.terrainOwner !== undefined } };
}
