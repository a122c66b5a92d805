import type { BoardPicture, CellInfo } from '@tabula/engine-core';

/** One square as the board draws it: its cell and where it sits on screen (column, row from the top left). */
export interface PlacedCell {
  readonly cell: CellInfo;
  readonly column: number;
  readonly row: number;
}

/** The squares in screen order plus the coordinate labels along the edges. */
export interface BoardLayout {
  readonly columns: number;
  readonly rows: number;
  readonly cells: readonly PlacedCell[];
  /** File letters left to right, as they appear under the board. */
  readonly fileLabels: readonly string[];
  /** Rank numbers top to bottom, as they appear beside the board. */
  readonly rankLabels: readonly string[];
}

const SQUARE_NAME = /^([a-z]+)(\d+)$/;

function fileOf(square: string): string {
  return SQUARE_NAME.exec(square)?.[1] ?? square;
}

function rankOf(square: string): string {
  return SQUARE_NAME.exec(square)?.[2] ?? square;
}

/**
 * Places the picture's cells (diagram order: top row first, each row from file `a`) on screen; a
 * flipped board is the same diagram turned half a circle, so the other side sits at the bottom.
 * Labels come from the square names themselves, so every game's coordinates are right without the
 * board knowing which way any game numbers its ranks.
 */
export function layoutBoard(picture: BoardPicture, flipped: boolean): BoardLayout {
  const { files, ranks } = picture;
  const cells = picture.cells.map((cell, index) => {
    const row = Math.floor(index / files);
    const column = index % files;
    return { cell, column: flipped ? files - 1 - column : column, row: flipped ? ranks - 1 - row : row };
  });
  // Screen order (top row first, left to right) is also the order a screen reader reads the squares in.
  cells.sort((a, b) => a.row - b.row || a.column - b.column);
  const byPosition = (column: number, row: number) => cells.find((placed) => placed.column === column && placed.row === row);
  const fileLabels = Array.from({ length: files }, (_, column) => fileOf(byPosition(column, 0)?.cell.square ?? ''));
  const rankLabels = Array.from({ length: ranks }, (_, row) => rankOf(byPosition(0, row)?.cell.square ?? ''));
  return { columns: files, rows: ranks, cells, fileLabels, rankLabels };
}
