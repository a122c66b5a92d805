import { geometry } from './board.js';
import type { JungleMove } from './state.js';

/** The canonical text of a move (docs/notation.md): the two squares, `a3a4`. */
export function moveText(move: JungleMove): string {
  return `${geometry.name(move.from)}${geometry.name(move.to)}`;
}
