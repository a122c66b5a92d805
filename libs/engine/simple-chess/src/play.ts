import { fail, ok, opponent, type Result } from '@tabula/engine-core';
import { board } from './board.js';
import { targetsOf } from './movement.js';
import { statusOf } from './outcome.js';
import { kindOf, ownerOf, type PieceLetter } from './pieces.js';
import { refusalOf } from './refusal.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

function isSquare(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 64;
}

/**
 * Checks that `move` can be a move at all and names a piece of the side to move, in the order
 * NOTATION.md gives the reasons: not a move, game over, no piece there, not your piece.
 */
function checkMover(state: SimpleChessState, move: SimpleChessMove): Result<PieceLetter> {
  if (typeof move !== 'object' || move === null || !isSquare(move.from) || !isSquare(move.to)) {
    return fail('not-a-move', 'a move names two squares of the 8x8 board');
  }
  if (move.from === move.to) return fail('not-a-move', `a move must leave its square (${board.name(move.from)})`);
  const status = statusOf(state);
  if (status.kind === 'over') return fail('game-over', `the game is over (${status.reason})`, 'G-2');
  const piece = state.board[move.from];
  if (piece === null || piece === undefined) return fail('no-piece', `there is no piece on ${board.name(move.from)}`);
  if (ownerOf(piece) !== state.toMove) {
    return fail('not-your-piece', `the piece on ${board.name(move.from)} is not yours`);
  }
  return ok(piece);
}

/** Moves a piece and updates the counters; the move must be legal. */
export function applyMove(state: SimpleChessState, move: SimpleChessMove): SimpleChessState {
  const cells = state.board.slice();
  const piece = cells[move.from] as PieceLetter;
  const captures = cells[move.to] !== null;
  cells[move.to] = piece;
  cells[move.from] = null;
  return {
    board: cells,
    toMove: opponent(state.toMove),
    halfmoveClock: captures || kindOf(piece) === 'pawn' ? 0 : state.halfmoveClock + 1,
    moveNumber: state.moveNumber + (state.toMove === 1 ? 1 : 0),
  };
}

/**
 * Plays one move, or says why not: not a move, the game is over (G-2), no piece there, not your
 * piece, or the rule of §5 that forbids it. The input state is never mutated.
 */
export function play(state: SimpleChessState, move: SimpleChessMove): Result<SimpleChessState> {
  const mover = checkMover(state, move);
  if (!mover.ok) return mover;
  if (!targetsOf(state.board, move.from).includes(move.to)) return refusalOf(state, move.from, move.to);
  return ok(applyMove(state, { from: move.from, to: move.to }));
}
