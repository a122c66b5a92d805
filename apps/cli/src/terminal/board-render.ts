import type { BoardPicture, CellInfo, MoveShape } from '@tabula/engine-core';
import type { SideHue } from '@tabula/games';
import { paint, RESET, styleCode } from './ansi.js';
import { cellWidth, drawCell, glyphColumn, type CellLayout, type Highlight } from './board-cell.js';
import { highlightEntries, letterCaseLine, pieceKeyEntries, sideMarkLine, terrainEntries } from './board-legend.js';
import { COORDINATE_COLOUR, sideColours } from './board-palette.js';
import { displayWidth } from './display-width.js';
import { handLines } from './hand-lines.js';
import { pieceGlyph, sideMarks, type PieceStyle } from './piece-glyph.js';
import { splitSquareName } from './square-name.js';
import { wrapItems } from './text-wrap.js';

/** How to draw a board. */
export interface BoardOptions {
  /** ANSI colours (decide with `useColour`); `false` gives plain text without a single escape code. */
  readonly color: boolean;
  /** The game's seat names: they label the hands, the letter cases and the side marks. */
  readonly playerNames: readonly [string, string];
  /** Each seat's colour as the game gives it (`sideHues(entry)`), seat 0 first; drawn as board-palette.ts says. */
  readonly sideHues: readonly [SideHue, SideHue];
  /**
   * Letters or symbols; default letters, with colour as without (why: piece-glyph.ts). With symbols
   * each piece also gets its seat's side mark.
   */
  readonly pieces?: PieceStyle;
  /** The last move: its start and landing squares are highlighted (`[ ]`). */
  readonly lastMove?: MoveShape;
  /** Squares to highlight (`( )`), e.g. where a chosen piece may go; they win over the last move's. */
  readonly marks?: readonly string[];
  /** The selected piece's square (`{ }`), e.g. `c3` typed alone at the prompt; it wins over the others. */
  readonly selected?: string;
  /** Draw from the other side: the picture turned half a turn. */
  readonly flip?: boolean;
  /** Columns to wrap the key and legends under the board to (the terminal's); none leaves them whole. */
  readonly width?: number;
}

interface PlacedCell {
  readonly cell: CellInfo;
  /** Column in the picture (file index from `a`), which stays the square's own under `flip`. */
  readonly column: number;
}

/**
 * Draws a board picture as terminal lines: file letters above and below, rank numbers (read from
 * the cells' square names) left and right, the cells, then the hands (games with drops), the key to
 * the pieces, which case (or side mark) is which seat, and a legend of the special terrain and the
 * highlights. Every cell has the same width, with a place for each thing in it — highlight bracket,
 * side mark (symbols), `+`/`!` mark, glyph, bracket — so nothing is drawn over anything.
 * It knows no game: everything it draws comes from the picture, the seat names and the side hues.
 * Throws when the picture or a highlighted square is malformed, naming what is wrong.
 */
export function renderBoard(picture: BoardPicture, options: BoardOptions): string[] {
  const rows = rowsOf(picture);
  const highlights = highlightsOf(picture, options);
  const colours = sideColours(options.sideHues);
  const pieces = options.pieces ?? 'letters';
  const layout: CellLayout = {
    pieces,
    glyphWidth: glyphWidthOf(picture, pieces),
    sideColours: colours,
    sideMarks: pieces === 'symbols' ? sideMarks(options.playerNames) : null,
  };
  const width = cellWidth(layout);
  const shown = options.flip ? rows.map((row) => [...row].reverse()).reverse() : rows;

  const rankLabels = shown.map((row) => splitSquareName((row[0] as PlacedCell).cell.square).rank);
  const labelWidth = Math.max(...rankLabels.map((label) => label.length));
  const label = (text: string) => (options.color ? paint(text, { fg: COORDINATE_COLOUR }) : text);
  const before = ' '.repeat(glyphColumn(layout));
  const files = (shown[0] as PlacedCell[]).map(({ cell }) => `${before}${splitSquareName(cell.square).file}`.padEnd(width)).join('');
  const fileLine = label(`${' '.repeat(labelWidth + 1)}${files}`.trimEnd());

  const boardLines = shown.map((row, index) => {
    const rank = rankLabels[index] as string;
    const cells = row.map(({ cell, column }) => {
      const dark = (column + Number(splitSquareName(cell.square).rank)) % 2 === 1;
      const drawing = drawCell(cell, dark, highlights.get(cell.square) ?? null, layout);
      return options.color ? styleCode(drawing.style) + drawing.text : drawing.text;
    });
    const painted = options.color ? `${cells.join('')}${RESET}` : cells.join('');
    return `${label(rank.padStart(labelWidth))} ${painted} ${label(rank)}`;
  });

  const lines = [fileLine, ...boardLines, fileLine];
  if (picture.hands) {
    lines.push(...handLines(picture.hands, { color: options.color, pieces, playerNames: options.playerNames, sideColours: colours }));
  }
  const key = pieceKeyEntries(picture, pieces, options.playerNames);
  if (key.length > 0) lines.push(...wrapItems([`Pieces: ${key[0]}`, ...key.slice(1)], ' · ', options.width, '  '));
  const sides = layout.sideMarks === null ? letterCaseLine(picture, options.playerNames) : sideMarkLine(layout.sideMarks, options.playerNames);
  if (sides !== null) lines.push(sides);
  const legend = [...terrainEntries(picture.cells, options.color), ...highlightEntries(new Set(highlights.values()), options.color)];
  if (legend.length > 0) lines.push(...wrapItems(legend, '  ', options.width));
  return lines;
}

/** The columns of the board's glyph place: the widest glyph on it or in a hand (a piece dropped back fits), 1 or 2. */
function glyphWidthOf(picture: BoardPicture, pieces: PieceStyle): number {
  const all = [...picture.cells.flatMap((cell) => (cell.piece ? [cell.piece] : [])), ...(picture.hands ?? []).flat()];
  const glyphs = all.map((piece) => pieceGlyph(piece, pieces));
  return Math.max(1, ...glyphs.map(displayWidth));
}

/** The picture's cells as rows, checked against its declared size. */
function rowsOf(picture: BoardPicture): PlacedCell[][] {
  if (!Number.isInteger(picture.files) || !Number.isInteger(picture.ranks) || picture.files < 1 || picture.ranks < 1) {
    throw new Error(`board picture is ${picture.files}×${picture.ranks}; files and ranks must be positive whole numbers`);
  }
  if (picture.cells.length !== picture.files * picture.ranks) {
    throw new Error(`board picture of ${picture.files}×${picture.ranks} has ${picture.cells.length} cells, expected ${picture.files * picture.ranks}`);
  }
  return Array.from({ length: picture.ranks }, (_, row) =>
    picture.cells.slice(row * picture.files, (row + 1) * picture.files).map((cell, column) => ({ cell, column })),
  );
}

/** Which squares are highlighted and why; a square the board does not have is an error. */
function highlightsOf(picture: BoardPicture, options: BoardOptions): Map<string, Highlight> {
  const squares = new Set(picture.cells.map((cell) => cell.square));
  const highlights = new Map<string, Highlight>();
  const add = (square: string, highlight: Highlight, source: string) => {
    if (!squares.has(square)) throw new Error(`${source} names square '${square}', which this board does not have`);
    highlights.set(square, highlight);
  };
  const move = options.lastMove;
  if (move) {
    if (move.from !== null) add(move.from, 'lastMove', 'the last move');
    for (const square of move.path) add(square, 'lastMove', 'the last move');
  }
  for (const square of options.marks ?? []) add(square, 'mark', 'the marks');
  if (options.selected !== undefined) add(options.selected, 'selected', 'the selection');
  return highlights;
}
