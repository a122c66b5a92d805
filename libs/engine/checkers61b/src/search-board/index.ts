export { CheckersBoard, loadCheckersBoard } from './checkers-board.js';
export { CHAIN_CODE_BASE, MAX_MOVES } from './move-codes.js';
