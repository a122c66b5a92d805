import { fail, ok, opponent, type Result } from '@tabula/engine-core';
import { board } from './board.js';
import { hasAnyMove, targetsOf } from './movement.js';
import { kingCapturedStatus } from './outcome.js';
import { kindOf, ownerOf, type PieceLetter } from './pieces.js';
import { refusalOf } from './refusal.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

function isSquare(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 64;
}

/**
 * Returns the move (as fresh data) when it is legal, or says why not, in the order docs/notation.md gives
 * the reasons: not a move at all, the game is over (G-2), no piece there, not your piece, or the
 * rule of §5 that forbids it. `play` and the notation's `parseMove` both ask this, so every reason
 * is written once.
 */
export function checkMove(state: SimpleChessState, move: SimpleChessMove): Result<SimpleChessMove> {
  if (typeof move !== 'object' || move === null || !isSquare(move.from) || !isSquare(move.to)) {
    return fail('not-a-move', 'a move names two squares of the 8x8 board');
  }
  const { from, to } = move;
  if (from === to) return fail('not-a-move', `a move must leave its square (${board.name(from)})`);
  const captured = kingCapturedStatus(state);
  if (captured?.kind === 'over') return fail('game-over', `the game is over (${captured.reason})`, 'G-2');
  const piece = state.board[from];
  const mine = piece !== null && piece !== undefined && ownerOf(piece) === state.toMove;
  if (mine && targetsOf(state.board, from).includes(to)) return ok({ from, to });
  // Refused: say why. A side without any move has lost (G-1), which outranks the other reasons.
  if (!hasAnyMove(state.board, state.toMove)) return fail('game-over', 'the game is over (no-moves)', 'G-2');
  if (piece === null || piece === undefined) return fail('no-piece', `there is no piece on ${board.name(from)}`);
  if (!mine) return fail('not-your-piece', `the piece on ${board.name(from)} is not yours`);
  return refusalOf(state, from, to);
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

/** Plays one move, or says why not (see {@link checkMove}). The input state is never mutated. */
export function play(state: SimpleChessState, move: SimpleChessMove): Result<SimpleChessState> {
  const checked = checkMove(state, move);
  return checked.ok ? ok(applyMove(state, checked.value)) : checked;
}
