import { fail, ok, perfectInformation, type Game, type Player, type Result, type Status } from '@tabula/engine-core';
import { chainOptionsFrom, movableSquaresFrom, type ChainOptions } from './chain.js';
import { evaluateState } from './evaluate.js';
import { fastPerft } from './fast-perft.js';
import { generateMoves, hasAnyMove } from './move-generation.js';
import { moveText } from './move-text.js';
import { boardOutcome, statusWithMoves } from './outcome.js';
import { decodeBoard, encodeBoard } from './piece-codes.js';
import { pictureOf } from './picture.js';
import { isMoveShaped, playOnBoard } from './rules.js';
import { searchHooks } from './search-hooks.js';
import { squareName } from './board.js';
import { startState } from './start.js';
import type { CheckersMove, CheckersState } from './state.js';
import { PLAYER_NAMES, tellMove } from './words.js';
import { OUTCOME_WORDS } from './outcome-words.js';

function legalMoves(state: CheckersState): CheckersMove[] {
  if (boardOutcome(state.board)) return [];
  return generateMoves(encodeBoard(state), state.toMove);
}

/**
 * The legal moves of the piece on `square` alone, in the order `legalMoves` lists them (empty when
 * the game is over, the square is empty or holds an enemy piece). Cheaper than filtering the full
 * list, for parsers and click handlers.
 */
export function legalMovesFrom(state: CheckersState, square: number): CheckersMove[] {
  if (!Number.isInteger(square) || square < 0 || square > 63 || boardOutcome(state.board)) return [];
  return generateMoves(encodeBoard(state), state.toMove, square);
}

function status(state: CheckersState): Status {
  return statusWithMoves(state.board, state.toMove, hasAnyMove(encodeBoard(state), state.toMove));
}

/** The state after a move `playOnBoard` accepted on `board` (the turn passes; water's move ends a move number). */
function nextState(state: CheckersState, board: Int8Array): CheckersState {
  const toMove: Player = state.toMove === 0 ? 1 : 0;
  return { board: decodeBoard(board), toMove, moveNumber: state.moveNumber + state.toMove };
}

function play(state: CheckersState, move: CheckersMove): Result<CheckersState> {
  if (boardOutcome(state.board)) return fail('game-over', 'the game is over: only one side has pieces left', 'G-2');
  if (!isMoveShaped(move)) return fail('not-a-move', 'a move is a square and a non-empty list of landing squares (indices 0–63)');
  const board = encodeBoard(state);
  const refusal = playOnBoard(board, state.toMove, move);
  if (refusal) {
    // A stuck player has lost (CK-7): any attempt is refused as a move in a finished game.
    if (!hasAnyMove(encodeBoard(state), state.toMove)) return fail('game-over', 'the game is over: the player to move has no legal move', 'G-2');
    return { ok: false, error: refusal };
  }
  return ok(nextState(state, board));
}

/**
 * Checkers61b (docs/rules.md §2): checkers with bombs that explode when they capture and shields that
 * survive explosions. Fire (player 0) moves up and first; water (player 1) moves down.
 */
export const checkers61b: Game<CheckersState, CheckersMove> = {
  id: 'checkers61b',
  name: 'Checkers61b',
  playerNames: PLAYER_NAMES,
  ...perfectInformation,
  start: startState,
  legalMoves,
  play,
  status,
  evaluate: evaluateState,
  moveKey: moveText,
  describeMove: (_state, move) => ({ from: squareName(move.from), path: move.path.map(squareName) }),
  picture: pictureOf,
  tellMove,
  outcomeWords: OUTCOME_WORDS,
  perft: fastPerft,
  search: searchHooks,
};

/**
 * The legal continuations of a turn being built one landing at a time (front ends' select / select /
 * end-turn flow): which squares the piece on `from` may land on next, and whether the landings so
 * far already form a move that may end the turn. Derived from `legalMoves`.
 */
export function chainOptions(state: CheckersState, from: string, landings: readonly string[] = []): ChainOptions {
  return chainOptionsFrom(legalMoves, state, from, landings);
}

/** The squares of the pieces the player to move may select (those with at least one legal move). */
export function movableSquares(state: CheckersState): string[] {
  return movableSquaresFrom(legalMoves, state);
}
