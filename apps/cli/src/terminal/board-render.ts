import type { BoardPicture, CellInfo, MoveShape } from '@tabula/engine-core';
import { paint, RESET, styleCode } from './ansi.js';
import { CELL_WIDTH, drawCell, type Highlight } from './board-cell.js';
import { legendLine } from './board-legend.js';
import { COORDINATE_COLOUR, sideColours } from './board-palette.js';
import { handLines } from './hand-lines.js';
import type { PieceStyle } from './piece-glyph.js';
import { splitSquareName } from './square-name.js';

/** How to draw a board. */
export interface BoardOptions {
  /** ANSI colours (decide with `useColour`); `false` gives plain text without a single escape code. */
  readonly color: boolean;
  /** The game's seat names: they label the hands and pick the side colours (`Red` is drawn red). */
  readonly playerNames: readonly [string, string];
  /**
   * Symbols or letters. Default: symbols with colour, letters without — Jungle's and animal chess's
   * symbols are the same for both sides, and only colour tells them apart.
   */
  readonly pieces?: PieceStyle;
  /** The last move: its start and landing squares are highlighted (`[ ]`). */
  readonly lastMove?: MoveShape;
  /** Squares to highlight (`( )`), e.g. where a chosen piece may go; they win over the last move's. */
  readonly marks?: readonly string[];
  /** Draw from the other side: the picture turned half a turn. */
  readonly flip?: boolean;
}

interface PlacedCell {
  readonly cell: CellInfo;
  /** Column in the picture (file index from `a`), which stays the square's own under `flip`. */
  readonly column: number;
}

/**
 * Draws a board picture as terminal lines: file letters above and below, rank numbers (read from
 * the cells' square names) left and right, three columns per cell, then the hands (games with drops)
 * and a legend of the special terrain. It knows no game: everything it draws comes from the picture.
 * Throws when the picture or a highlighted square is malformed, naming what is wrong.
 */
export function renderBoard(picture: BoardPicture, options: BoardOptions): string[] {
  const rows = rowsOf(picture);
  const highlights = highlightsOf(picture, options);
  const colours = sideColours(options.playerNames);
  const context = { pieces: options.pieces ?? (options.color ? 'symbols' : 'letters'), sideColours: colours } as const;
  const shown = options.flip ? rows.map((row) => [...row].reverse()).reverse() : rows;

  const rankLabels = shown.map((row) => splitSquareName((row[0] as PlacedCell).cell.square).rank);
  const labelWidth = Math.max(...rankLabels.map((label) => label.length));
  const label = (text: string) => (options.color ? paint(text, { fg: COORDINATE_COLOUR }) : text);
  const files = (shown[0] as PlacedCell[]).map(({ cell }) => ` ${splitSquareName(cell.square).file}`.padEnd(CELL_WIDTH)).join('');
  const fileLine = label(`${' '.repeat(labelWidth + 1)}${files}`.trimEnd());

  const boardLines = shown.map((row, index) => {
    const rank = rankLabels[index] as string;
    const cells = row.map(({ cell, column }) => {
      const dark = (column + Number(splitSquareName(cell.square).rank)) % 2 === 1;
      const drawing = drawCell(cell, dark, highlights.get(cell.square) ?? null, context);
      return options.color ? styleCode(drawing.style) + drawing.text : drawing.text;
    });
    const painted = options.color ? `${cells.join('')}${RESET}` : cells.join('');
    return `${label(rank.padStart(labelWidth))} ${painted} ${label(rank)}`;
  });

  const lines = [fileLine, ...boardLines, fileLine];
  if (picture.hands) {
    lines.push(...handLines(picture.hands, { color: options.color, pieces: context.pieces, playerNames: options.playerNames, sideColours: colours }));
  }
  const legend = legendLine(picture.cells, options.color);
  if (legend !== null) lines.push(legend);
  return lines;
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
  return highlights;
}
