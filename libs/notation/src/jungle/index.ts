import type { Notation } from '@tabula/engine-core';
import type { JungleMove, JungleState } from '@tabula/engine-jungle';
import { parseBoardFile } from './board-file.js';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';

/** Jungle position and move text (docs/notation.md). Start: `l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1`. */
export const jungleNotation: Notation<JungleState, JungleMove> = {
  gameId: 'jungle',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
};

export { formatMove, formatPosition, parseBoardFile, parseMove, parsePosition };
