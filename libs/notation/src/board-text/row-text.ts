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
