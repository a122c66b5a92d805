/** The search board (`search.board`): see animal-chess-board.ts and the README's "Search board". */
export { AnimalChessBoard, loadBoard } from './animal-chess-board.js';
