import type { CellInfo } from '@tabula/engine-core';
import type { TextStyle } from './ansi.js';
import { HIGHLIGHT_BACKGROUND, type SideColour } from './board-palette.js';
import { displayWidth } from './display-width.js';
import { drawsInOwnColours, pieceGlyph, pieceMark, type PieceStyle } from './piece-glyph.js';
import { terrainLook } from './terrain-look.js';

/** Columns per board cell: a mark column and two for the glyph, so wide glyphs (象, 🦁) fit. */
export const CELL_WIDTH = 3;

/** Why a square is highlighted: the last move's squares, or a mark (a legal destination). */
export type Highlight = 'lastMove' | 'mark';

/**
 * The brackets around a highlighted cell, in plain text as in colour: without colour they are the
 * only sign, with colour they help readers who cannot tell the backgrounds apart.
 */
const BRACKETS: Readonly<Record<Highlight, readonly [string, string]>> = { lastMove: ['[', ']'], mark: ['(', ')'] };

/** What drawing one cell needs besides the cell. */
export interface CellContext {
  readonly pieces: PieceStyle;
  /** Colours of each seat. */
  readonly sideColours: readonly [SideColour, SideColour];
}

/** One drawn cell: exactly {@link CELL_WIDTH} columns of text and the style to paint them in. */
export interface CellDrawing {
  readonly text: string;
  readonly style: TextStyle;
}

/**
 * Draws a cell: `[mark][glyph]` padded to three columns (` P `, `+P `, ` 象`, ` . `, ` ~ `).
 * `dark` picks the alternate land shade, chequering the board so files are easy to follow. A piece
 * takes its side's colour; an emoji, which terminals draw in its own colours, sits on its side's tint.
 */
export function drawCell(cell: CellInfo, dark: boolean, highlight: Highlight | null, context: CellContext): CellDrawing {
  const look = terrainLook(cell.terrain);
  const piece = cell.piece;
  const mark = piece ? pieceMark(piece) : ' ';
  const glyph = piece ? pieceGlyph(piece, context.pieces) : look.char;
  let text = `${mark}${glyph}${' '.repeat(CELL_WIDTH - 1 - displayWidth(glyph))}`;
  if (highlight) text = bracket(text, BRACKETS[highlight]);
  const side = piece ? context.sideColours[piece.owner] : undefined;
  const background = highlight
    ? HIGHLIGHT_BACKGROUND[highlight]
    : side && drawsInOwnColours(glyph)
      ? side.tint
      : dark && look.alternateBackground !== undefined
        ? look.alternateBackground
        : look.background;
  if (side) return { text, style: { fg: side.piece, bg: background, bold: true } };
  const foreground = cell.terrainOwner === undefined ? look.foreground : context.sideColours[cell.terrainOwner].piece;
  return { text, style: { fg: foreground, bg: background, bold: cell.terrainOwner !== undefined } };
}

/**
 * Puts the closing bracket in the last column when it is blank, and then the opening one in the mark
 * column when that is blank too: `[P]`, `(.)`, `+P]`. A wide glyph fills the last column, so it gets
 * no bracket at all (a lone `[` before 象 reads as clutter; colour still shows the highlight).
 */
function bracket(text: string, [open, close]: readonly [string, string]): string {
  if (!text.endsWith(' ')) return text;
  const closed = text.slice(0, -1) + close;
  return closed.startsWith(' ') ? open + closed.slice(1) : closed;
}
