/**
 * Stratego (docs/rules.md §4) for Tabula: rules, setups, hidden information (ST-9), a fast perft and a
 * search board for the bots.
 */
export { stratego, moveText } from './game.js';
export type { PieceCode, StrategoMove, StrategoPiece, StrategoSetup, StrategoState } from './state.js';
export { decodePiece, encodePiece, pieceAt } from './state.js';
export { BOARD, LAKES, isLake, setupSquare } from './board.js';
export { ARMY, ARMY_SIZE, KINDS, KIND_CODE, kindInfo, kindOfLetter, sortKinds, type KindInfo, type PieceKind, type SeenKind } from './pieces.js';
export { resolveAttack, type AttackOutcome } from './combat.js';
export { moveRefusal, PLAYER_NAMES } from './movement.js';
export { statusOf } from './outcome.js';
export { viewOf, determinize, hiddenPool } from './hidden-information.js';
export { validateSetup, randomSetup, startFromSetups } from './setup.js';
export { baseLetter, pieceLetter } from './picture.js';
export { evaluateState } from './evaluate.js';
export { positionFromBoard } from './position.js';
export { StrategoBoard, loadStrategoBoard } from './search-board/index.js';
