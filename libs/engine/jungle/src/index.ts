/**
 * Jungle (Dou Shou Qi) for Tabula: the rules of docs/rules.md §3 behind the Game contract.
 */
export { jungle } from './game.js';
export type { JungleMove, JungleState } from './state.js';
export { startState } from './state.js';
export type { AnimalKind, JunglePiece } from './pieces.js';
export { isPieceLetter, kindOf, ownerOf, pieceOf, rankOf, KINDS, LETTERS } from './pieces.js';
export { DEN, FILES, RANKS, SIZE, TRAPS, WATER_SQUARES, geometry, terrainOf, type Terrain } from './board.js';
export { effectiveRank, captureBreach, captureMessage, type CaptureRule } from './capture.js';
export { boardOutcome, moveBreach, moveRefusal, refusalOf, type Breach } from './rules.js';
export { fastPerft } from './fast-perft.js';
export { JungleBoard, loadJungleBoard } from './search-board/jungle-board.js';
export { evaluateState } from './evaluate.js';
export { moveText } from './move-text.js';
