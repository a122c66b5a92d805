import { SQUARES } from './board.js';
import { handKindOf, handTypeOfKind } from './codes.js';
import type { AnimalChessMove } from './state.js';

/*
 * Move codes (the integers of the search board and the move generator): `from * 32 + to`.
 * A board move's `from` is its origin square (0–29); a drop's `from` is `30 + hand type`
 * (31 chick, 32 cat, 33 giraffe, AC-4), so a drop can never be mistaken for a board move and
 * "the same move" keeps its code from one position to the next (killer and history tables rely on it).
 */

/** Bits of the destination square in a code. */
export const TO_BITS = 5;
const TO_MASK = (1 << TO_BITS) - 1;
/** A code's `from` part at or above this is a drop of hand type `from - DROP_FROM`. */
export const DROP_FROM = SQUARES;

/** The code of a board move. */
export function boardMoveCode(from: number, to: number): number {
  return (from << TO_BITS) | to;
}

/** The code of a drop of a hand type (1 chick, 2 cat, 3 giraffe). */
export function dropCode(type: number, to: number): number {
  return ((DROP_FROM + type) << TO_BITS) | to;
}

/** The `from` part of a code: an origin square, or `DROP_FROM + type` for a drop. */
export function codeFrom(code: number): number {
  return code >> TO_BITS;
}

/** The destination square of a code. */
export function codeTo(code: number): number {
  return code & TO_MASK;
}

/** The Game move a code stands for. */
export function moveOfCode(code: number): AnimalChessMove {
  const from = codeFrom(code);
  const to = codeTo(code);
  return from >= DROP_FROM ? { drop: handKindOf(from - DROP_FROM), to } : { from, to };
}

/** The code of a Game move. */
export function codeOfMove(move: AnimalChessMove): number {
  return 'drop' in move ? dropCode(handTypeOfKind(move.drop), move.to) : boardMoveCode(move.from, move.to);
}
