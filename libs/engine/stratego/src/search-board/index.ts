/** Stratego's search board (see stratego-board.ts) and the pieces the rest of the engine shares. */
export { StrategoBoard, loadStrategoBoard } from './stratego-board.js';
export { captureOrder } from './capture-value.js';
export { hashOfBoard } from './zobrist.js';
