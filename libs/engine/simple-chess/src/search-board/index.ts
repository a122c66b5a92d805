/** Simplified chess's search board: the game's make/unmake position for the bots (`search.board`). */
export { loadBoard, SimpleChessBoard } from './simple-chess-board.js';
