import type { Player } from '@tabula/engine-core';
import { inZone, SQUARES } from './board.js';
import { CAT, CHICK, codeOf, GIRAFFE } from './codes.js';
import { moveOfCode } from './move-codes.js';
import { writeMoves } from './move-generation.js';
import { HAND_KINDS, type AnimalChessMove, type AnimalChessState } from './state.js';

/**
 * A typed-array copy of a state for the contract's hot paths (move generation, outcome, evaluation,
 * hash). It never leaves the engine: the contract's states stay plain JSON.
 */
export interface FastPosition {
  /** Piece codes by square (see codes.ts). */
  readonly board: Int8Array;
  /** `hands[owner * 4 + type]` for the hand types chick (1), cat (2), giraffe (3). */
  readonly hands: Int8Array;
  readonly side: Player;
}

/** Copies a state into a {@link FastPosition}. */
export function encode(state: AnimalChessState): FastPosition {
  const cells = new Int8Array(SQUARES);
  state.board.forEach((piece, square) => {
    if (piece) cells[square] = codeOf(piece);
  });
  const hands = new Int8Array(8);
  for (const owner of [0, 1] as const) {
    for (const kind of HAND_KINDS) {
      const type = kind === 'chick' ? CHICK : kind === 'cat' ? CAT : GIRAFFE;
      hands[owner * 4 + type] = state.hands[owner][kind];
    }
  }
  return { board: cells, hands, side: state.toMove };
}

/** Promotion zone by `owner * 30 + square` (AC-5). */
export const ZONE = new Uint8Array(2 * SQUARES);
for (let square = 0; square < SQUARES; square++) {
  ZONE[square] = inZone(0, square) ? 1 : 0;
  ZONE[SQUARES + square] = inZone(1, square) ? 1 : 0;
}

/** Most legal moves a position can have: 15 own pieces of 8 steps each, and 3 kinds to drop on 28 squares. */
export const MAX_MOVES = 15 * 8 + 3 * 28;

/**
 * Every legal move of the side to move, already sorted by canonical text (see `writeMoves`).
 * Assumes the game is not over by a missing lion; the caller checks that.
 */
export function generateMoves(position: FastPosition): AnimalChessMove[] {
  const codes = new Int32Array(MAX_MOVES);
  const count = writeMoves(position.board, position.hands, position.side, codes, 0);
  const moves: AnimalChessMove[] = new Array<AnimalChessMove>(count);
  for (let i = 0; i < count; i++) moves[i] = moveOfCode(codes[i] as number);
  return moves;
}
