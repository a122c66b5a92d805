import { squareName } from './board.js';
import type { CheckersMove } from './state.js';

/**
 * The canonical text of a move (docs/notation.md): the squares the piece visits, concatenated, lower
 * case — `c3d4`, `a1c3e5`. It is also the move's key.
 */
export function moveText(move: CheckersMove): string {
  let text = squareName(move.from);
  for (const square of move.path) text += squareName(square);
  return text;
}
