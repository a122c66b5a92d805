import type { Player } from '@tabula/engine-core';

/** The four animals (docs/rules.md §1). Promotion is a flag on chicks and cats, not a kind of its own. */
export type PieceKind = 'lion' | 'giraffe' | 'cat' | 'chick';

/** The kinds a hand can hold: every kind but the lion (AC-6: a captured lion goes to no hand). */
export type HandKind = 'giraffe' | 'cat' | 'chick';

/** Hand kinds in notation order (`G C H`, docs/notation.md). */
export const HAND_KINDS: readonly HandKind[] = ['giraffe', 'cat', 'chick'];

/** A piece on the board. `promoted` is only ever true for chicks (roosters) and cats (AC-5). */
export interface Piece {
  readonly owner: Player;
  readonly kind: PieceKind;
  readonly promoted: boolean;
}

/** How many pieces of each kind a player holds in hand (AC-3). */
export type Hand = Readonly<Record<HandKind, number>>;

/**
 * An animal-chess position: plain JSON data.
 *
 * `board[index]` uses the engine-core layout `index = (rank - 1) * 5 + fileIndex` (a1 = 0, e6 = 29).
 * The outcome is not stored: it follows from the board (a missing lion, or no legal move).
 */
export interface AnimalChessState {
  readonly board: readonly (Piece | null)[];
  /** Pieces in hand, by player. */
  readonly hands: readonly [Hand, Hand];
  readonly toMove: Player;
  /** Starts at 1 and goes up after each move of player 1 (docs/notation.md). */
  readonly moveNumber: number;
}

/** A one-step move of a piece on the board (AC-1, AC-2); promotion follows from the squares (AC-5). */
export interface BoardMove {
  readonly from: number;
  readonly to: number;
}

/** A drop of a piece from the mover's hand onto an empty square (AC-4). */
export interface DropMove {
  readonly drop: HandKind;
  readonly to: number;
}

/** One whole turn: a board move or a drop. Squares are board indices (a1 = 0). */
export type AnimalChessMove = BoardMove | DropMove;

/** Whether a move is a drop. */
export function isDrop(move: AnimalChessMove): move is DropMove {
  return 'drop' in move;
}
