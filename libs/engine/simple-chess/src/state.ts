import type { Player } from '@tabula/engine-core';
import type { PieceLetter } from './pieces.js';

/**
 * A simplified-chess position (docs/rules.md §5), as JSON data.
 *
 * There are no castling rights or en-passant squares to remember (SC-1, SC-4), so the state is
 * the board, the side to move and the two FEN counters.
 */
export interface SimpleChessState {
  /** 64 cells, `a1 = 0`, `b1 = 1`, … `h8 = 63`: a piece letter or `null` for an empty square. */
  readonly board: readonly (PieceLetter | null)[];
  /** Who moves next: white 0, black 1. */
  readonly toMove: Player;
  /**
   * Plies since the last capture or pawn move, as FEN keeps it. Kept for position text only: no rule
   * ends a game by move count (G-3).
   */
  readonly halfmoveClock: number;
  /** Starts at 1 and goes up after each black move (docs/notation.md). */
  readonly moveNumber: number;
}

/** One move: a piece goes from one square to another (square indices, `a1 = 0`). */
export interface SimpleChessMove {
  readonly from: number;
  readonly to: number;
}

/** The standard start, rank 1 to rank 8. */
const START_RANKS: readonly string[] = ['RNBQKBNR', 'PPPPPPPP', '', '', '', '', 'pppppppp', 'rnbqkbnr'];

/** The standard chess start position, white to move. */
export function startState(): SimpleChessState {
  const cells: (PieceLetter | null)[] = Array<PieceLetter | null>(64).fill(null);
  START_RANKS.forEach((rank, r) => {
    [...rank].forEach((letter, f) => {
      cells[r * 8 + f] = letter as PieceLetter;
    });
  });
  return { board: cells, toMove: 0, halfmoveClock: 0, moveNumber: 1 };
}
