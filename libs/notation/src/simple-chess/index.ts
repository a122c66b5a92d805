import type { Notation } from '@tabula/engine-core';
import type { SimpleChessMove, SimpleChessState } from '@tabula/engine-simple-chess';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';

/**
 * Position and move text of simplified chess (docs/notation.md): FEN with `- -` for the ignored castling
 * and en-passant fields (`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1`), moves as `e2e4`.
 */
export const simpleChessNotation: Notation<SimpleChessState, SimpleChessMove> = {
  gameId: 'simple-chess',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
};

export { SIMPLE_CHESS_START } from './position-text.js';
