import type { Notation } from '@tabula/engine-core';
import type { AnimalChessMove, AnimalChessState } from '@tabula/engine-animal-chess';
import { formatMove, parseMove } from './move-text.js';
import { formatPosition, parsePosition } from './position-text.js';

/** Position and move text of animal chess (docs/notation.md): `CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 1`, `c3c4`, `H*c4`. */
export const animalChessNotation: Notation<AnimalChessState, AnimalChessMove> = {
  gameId: 'animal-chess',
  parsePosition,
  formatPosition,
  parseMove,
  formatMove,
};

export { ANIMAL_CHESS_START } from './position-text.js';
export { formatHands, parseHands } from './hand-text.js';
