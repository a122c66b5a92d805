import type { Player } from '@tabula/engine-core';

/** The three kinds of piece (CK-1). */
export type PieceKind = 'pawn' | 'shield' | 'bomb';

/** A piece on the board: its side (0 fire, 1 water), its kind, and whether it is a king (CK-4). */
export interface CheckersPiece {
  readonly owner: Player;
  readonly kind: PieceKind;
  readonly king: boolean;
}

/**
 * A Checkers61b position: JSON data, never mutated.
 *
 * `board` has 64 cells indexed `rank * 8 + file` (a1 = 0, b1 = 1, …, h8 = 63); unused squares are
 * always `null`. `moveNumber` goes up by one after each water move, as in position text.
 */
export interface CheckersState {
  readonly board: readonly (CheckersPiece | null)[];
  readonly toMove: Player;
  readonly moveNumber: number;
}

/**
 * One whole turn (CK-3): the piece on `from` and every square it lands on, in order. A step has one
 * landing one diagonal square away; a capture chain has one landing two squares away per capture.
 * Squares are indices as in {@link CheckersState.board}.
 */
export interface CheckersMove {
  readonly from: number;
  readonly path: readonly number[];
}
