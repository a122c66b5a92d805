import type { Notation } from '@tabula/engine-core';
import type { StrategoMove, StrategoSetup, StrategoState } from '@tabula/engine-stratego';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';
import { formatSetupsFor, startFromRecordSetups } from './record-setups.js';
import { formatSetup, parseSetup } from './setup-text.js';

/** Stratego's text formats (docs/notation.md): positions, views, moves, setups, and setups in records (ST-9). */
export const strategoNotation: Notation<StrategoState, StrategoMove, StrategoSetup> = {
  gameId: 'stratego',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
  parseSetup,
  formatSetup,
  formatSetupsFor,
  startFromRecordSetups,
};

export { formatMove, formatPosition, formatSetup, formatSetupsFor, parseMove, parsePosition, parseSetup, startFromRecordSetups };
