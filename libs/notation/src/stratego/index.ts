import type { Notation } from '@tabula/engine-core';
import type { StrategoMove, StrategoSetup, StrategoState } from '@tabula/engine-stratego';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';
import { formatSetup, parseSetup } from './setup-text.js';

/** Stratego's text formats (docs/notation.md): positions, views, moves and setups. */
export const strategoNotation: Notation<StrategoState, StrategoMove, StrategoSetup> = {
  gameId: 'stratego',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
  parseSetup,
  formatSetup,
};

export { formatMove, formatPosition, formatSetup, parseMove, parsePosition, parseSetup };
