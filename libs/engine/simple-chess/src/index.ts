/**
 * Simplified chess (`simple-chess`, docs/rules.md §5): the Game, its state and move types, and the piece
 * helpers its notation and front ends share.
 */
export { simpleChess, moveText } from './game.js';
export type { SimpleChessMove, SimpleChessState } from './state.js';
export { startState } from './state.js';
export { board } from './board.js';
export { isPieceLetter, kindOf, letterOf, nameOf, ownerOf, symbolOf, PLAYER_NAMES } from './pieces.js';
export type { PieceKind, PieceLetter } from './pieces.js';
export { pieceInfo } from './picture.js';
export { statusOf, KING_CAPTURED, NO_MOVES } from './outcome.js';
export { checkMove } from './rules.js';
export { evaluate, PIECE_VALUE } from './evaluate.js';
export { fastPerft } from './fast-perft.js';
