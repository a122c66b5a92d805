import type { CheckersPiece, CheckersState, PieceKind } from './state.js';
import { squareIndex, SQUARE_COUNT } from './board.js';

/** Where each side's pieces stand at the start (docs/rules.md §2). */
const START_SQUARES: readonly [owner: 0 | 1, kind: PieceKind, squares: string][] = [
  [0, 'pawn', 'a1 c1 e1 g1'],
  [0, 'shield', 'b2 d2 f2 h2'],
  [0, 'bomb', 'a3 c3 e3 g3'],
  [1, 'bomb', 'b6 d6 f6 h6'],
  [1, 'shield', 'a7 c7 e7 g7'],
  [1, 'pawn', 'b8 d8 f8 h8'],
];

/** The start position: fire (player 0) to move, move 1. */
export function startState(): CheckersState {
  const board: (CheckersPiece | null)[] = Array<CheckersPiece | null>(SQUARE_COUNT).fill(null);
  for (const [owner, kind, squares] of START_SQUARES) {
    for (const name of squares.split(' ')) board[squareIndex(name)] = { owner, kind, king: false };
  }
  return { board, toMove: 0, moveNumber: 1 };
}
