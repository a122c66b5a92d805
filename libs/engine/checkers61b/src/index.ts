export type { CheckersMove, CheckersPiece, CheckersState, PieceKind } from './state.js';
export { checkers61b, chainOptions, legalMovesFrom, movableSquares } from './game.js';
export type { ChainLanding, ChainOptions } from './chain.js';
export { moveText } from './move-text.js';
export { pieceLetter, pieceInfo } from './picture.js';
export { PIECE_VALUES, pieceValue } from './evaluate.js';
export { isCaptureMove } from './search-hooks.js';
export { BOARD, isUsedSquare, squareIndex, squareName, USED_SQUARES, SQUARE_COUNT } from './squares.js';
export { startState } from './start.js';
