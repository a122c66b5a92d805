import type { Notation } from '@tabula/engine-core';
import type { CheckersMove, CheckersState } from '@tabula/engine-checkers61b';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';

/** Checkers61b's text formats (docs/notation.md): position text, move text. */
export const checkers61bNotation: Notation<CheckersState, CheckersMove> = {
  gameId: 'checkers61b',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
};

export { CHECKERS61B_START } from './position-text.js';
export { formatMove, formatPosition, parseMove, parsePosition };
