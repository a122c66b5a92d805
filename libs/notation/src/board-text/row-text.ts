import { ok, type Result } from '@tabula/engine-core';

/**
 * Writes one diagram row of position text (docs/notation.md): each cell's letters from file `a` rightwards,
 * a run of empty cells as its length in decimal (`10` is one run of ten). Every game's position writer
 * uses this, so all five agree on how runs are written.
 *
 * @param cells - the row's cells from left to right: a piece's text, or null for an empty cell
 */
export function formatRow(cells: readonly (string | null | undefined)[]): string {
  let row = '';
  let empty = 0;
  for (const cell of cells) {
    if (!cell) {
      empty++;
      continue;
    }
    if (empty > 0) row += String(empty);
    empty = 0;
    row += cell;
  }
  return empty > 0 ? row + String(empty) : row;
}

/** What one game's position text allows in a diagram row, for {@link readRow}. */
export interface RowGrammar {
  /** Cells a row has. */
  readonly width: number;
  /** The error for a run of empty cells the game refuses (its `digits`, at text index `at`), or undefined. */
  refuseRun(digits: string, at: number): Result<never> | undefined;
  /** The error for a row with more than `width` cells, the excess found at text index `at`. */
  tooLong(at: number): Result<never>;
  /**
   * Reads the piece whose text starts at index `at` into cell `file` of the row (checking first that its
   * text is a piece, then that `file` is below `width`): the text index after the piece, or an error.
   */
  readPiece(at: number, file: number): Result<number>;
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';

/**
 * Reads one diagram row of position text (docs/notation.md), the reverse of {@link formatRow}: a run of
 * digits is a run of empty cells, its length in decimal (`44` is 44, not 4 + 4), anything else a piece
 * the game reads. Returns how many cells the row holds; that it holds exactly `width` is the caller's
 * to check, with its own message.
 */
export function readRow(text: string, grammar: RowGrammar): Result<number> {
  let file = 0;
  let i = 0;
  while (i < text.length) {
    const start = i;
    if (isDigit(text[i])) {
      while (isDigit(text[i])) i++;
      const digits = text.slice(start, i);
      const refused = grammar.refuseRun(digits, start);
      if (refused) return refused;
      // No board is 100 cells wide: a longer number is too long a run whatever it says.
      file += digits.length > 2 ? Infinity : Number(digits);
      if (file > grammar.width) return grammar.tooLong(start);
      continue;
    }
    const end = grammar.readPiece(start, file);
    if (!end.ok) return end;
    i = end.value;
    file++;
  }
  return ok(file);
}
