import type { Player } from '@tabula/engine-core';
import { inZone, SQUARES, SQUARES_BY_NAME } from './board.js';
import { CAT, CHICK, codeOf, EMPTY, GIRAFFE, handKindOf, LION, OWNER_BIT } from './codes.js';
import { DESTINATION_COUNT, DESTINATIONS, MAX_STEPS } from './movement.js';
import { HAND_KINDS, type AnimalChessMove, type AnimalChessState } from './types.js';

/**
 * A mutable, typed-array copy of a state for the hot paths (move generation, perft, evaluation).
 * It never leaves the engine: the contract's states stay plain JSON.
 */
export interface FastPosition {
  /** Piece codes by square (see codes.ts). */
  readonly board: Int8Array;
  /** `hands[owner * 4 + type]` for the hand types chick (1), cat (2), giraffe (3). */
  readonly hands: Int8Array;
  side: Player;
  /** Pieces on the board, to count empty squares for drops. */
  pieces: number;
}

/** Copies a state into a {@link FastPosition}. */
export function encode(state: AnimalChessState): FastPosition {
  const cells = new Int8Array(SQUARES);
  let pieces = 0;
  state.board.forEach((piece, square) => {
    if (piece) {
      cells[square] = codeOf(piece);
      pieces++;
    }
  });
  const hands = new Int8Array(8);
  for (const owner of [0, 1] as const) {
    for (const kind of HAND_KINDS) {
      const type = kind === 'chick' ? CHICK : kind === 'cat' ? CAT : GIRAFFE;
      hands[owner * 4 + type] = state.hands[owner][kind];
    }
  }
  return { board: cells, hands, side: state.toMove, pieces };
}

/** Whether both lions stand on the board (otherwise the game is over, AC-6). */
export function bothLions(board: Int8Array): boolean {
  let found = 0;
  for (let square = 0; square < SQUARES; square++) {
    const code = board[square] as number;
    if ((code & 7) === LION) found |= code & OWNER_BIT ? 2 : 1;
  }
  return found === 3;
}

/** Promotion zone by `owner * 30 + square` (AC-5). */
export const ZONE = new Uint8Array(2 * SQUARES);
for (let square = 0; square < SQUARES; square++) {
  ZONE[square] = inZone(0, square) ? 1 : 0;
  ZONE[SQUARES + square] = inZone(1, square) ? 1 : 0;
}

/** Drop order by canonical text: `C*` < `G*` < `H*`. */
const DROP_TYPES_BY_LETTER = [CAT, GIRAFFE, CHICK] as const;

/**
 * Every legal move of the side to move, already sorted by canonical text (drops `C*`, `G*`, `H*`
 * first, then board moves by origin and destination square name). Assumes the game is not over by
 * a missing lion; the caller checks that.
 */
export function generateMoves(position: FastPosition): AnimalChessMove[] {
  const { board, hands, side } = position;
  const moves: AnimalChessMove[] = [];
  const ownBit = side === 1 ? OWNER_BIT : 0;
  // AC-4: one drop per kind in hand and empty square, however many pieces of the kind are held.
  for (const type of DROP_TYPES_BY_LETTER) {
    if ((hands[side * 4 + type] as number) === 0) continue;
    const drop = handKindOf(type);
    for (const square of SQUARES_BY_NAME) if (board[square] === EMPTY) moves.push({ drop, to: square });
  }
  // AC-1, AC-2: one step onto an empty square or an opponent's piece.
  for (const from of SQUARES_BY_NAME) {
    const code = board[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const slot = code * SQUARES + from;
    const count = DESTINATION_COUNT[slot] as number;
    for (let k = 0; k < count; k++) {
      const to = DESTINATIONS[slot * MAX_STEPS + k] as number;
      const target = board[to] as number;
      if (target !== EMPTY && (target & OWNER_BIT) === ownBit) continue;
      moves.push({ from, to });
    }
  }
  return moves;
}
