/**
 * Animal chess (`animal-chess`, docs/rules.md §1): rules, start position, evaluation and fast perft.
 * Position and move text live in `@tabula/notation/animal-chess`.
 */
export { animalChess, refusalOf } from './game.js';
export type { AnimalChessMove, AnimalChessState, BoardMove, DropMove, Hand, HandKind, Piece, PieceKind } from './state.js';
export { HAND_KINDS, isDrop } from './state.js';
export { board as animalChessBoard, inZone } from './board.js';
export { KIND_LETTER, kindOfLetter, pieceLetter, pieceName, isHandKind } from './pieces.js';
export { moveText } from './move-text.js';
export { whyIllegal } from './rules.js';
export { lionlessPlayer } from './outcome.js';
export { startState } from './start.js';
export { evaluate } from './evaluate.js';
export { hashState } from './search-hooks.js';
