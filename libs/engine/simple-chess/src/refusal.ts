import { fail, type Result } from '@tabula/engine-core';
import { board, FORWARD, PAWN_LAST_RANK, PAWN_START_RANK } from './board.js';
import { kindOf, nameOf, ownerOf } from './pieces.js';
import type { SimpleChessState } from './state.js';

/** The first occupied square strictly between two squares on one line, or -1. */
function firstBlocker(cells: SimpleChessState['board'], from: number, to: number): number {
  const df = Math.sign(board.fileOf(to) - board.fileOf(from));
  const dr = Math.sign(board.rankOf(to) - board.rankOf(from));
  for (let square = board.step(from, [df, dr]); square !== to && square >= 0; square = board.step(square, [df, dr])) {
    if (cells[square] !== null) return square;
  }
  return -1;
}

/** SC-2: why a rook or bishop cannot make this move. */
function sliderRefusal(cells: SimpleChessState['board'], from: number, to: number, diagonal: boolean): Result<never> {
  const df = Math.abs(board.fileOf(to) - board.fileOf(from));
  const dr = Math.abs(board.rankOf(to) - board.rankOf(from));
  const kind = diagonal ? 'bishop' : 'rook';
  const onLine = diagonal ? df === dr : df === 0 || dr === 0;
  if (!onLine) {
    return fail('illegal-move', `a ${kind} moves only ${diagonal ? 'diagonally' : 'along a rank or a file'}`, 'SC-2');
  }
  const blocker = firstBlocker(cells, from, to);
  return fail('illegal-move', `a ${kind} cannot jump over the piece on ${board.name(blocker)}`, 'SC-2');
}

/** SC-4: why a pawn cannot make this move. */
function pawnRefusal(state: SimpleChessState, from: number, to: number): Result<never> {
  const player = state.toMove;
  const forward = FORWARD[player];
  const rank = board.rankOf(from);
  const ahead = (board.rankOf(to) - rank) * forward;
  const sideways = Math.abs(board.fileOf(to) - board.fileOf(from));
  if (rank === PAWN_LAST_RANK[player]) {
    return fail('illegal-move', 'a pawn on the last rank has no moves (there is no promotion)', 'SC-4');
  }
  if (ahead <= 0) return fail('illegal-move', 'a pawn moves only forward', 'SC-4');
  if (sideways === 1 && ahead === 1) {
    return fail('illegal-move', 'a pawn moves diagonally only to capture an enemy piece (there is no en passant)', 'SC-4');
  }
  if (sideways === 0 && ahead === 1) return fail('illegal-move', 'a pawn cannot capture straight ahead', 'SC-4');
  if (sideways === 0 && ahead === 2) {
    if (rank !== PAWN_START_RANK[player]) {
      return fail('illegal-move', 'a pawn moves two squares only from its starting rank', 'SC-4');
    }
    const between = from + 8 * forward;
    if (state.board[between] !== null) {
      return fail('illegal-move', `a pawn cannot jump over the piece on ${board.name(between)}`, 'SC-4');
    }
    return fail('illegal-move', 'a pawn cannot capture straight ahead', 'SC-4');
  }
  return fail(
    'illegal-move',
    'a pawn moves one square straight forward (two from its starting rank) or captures one square diagonally forward',
    'SC-4',
  );
}

/**
 * Why the mover's piece on `from` may not go to `to`, citing the rule (docs/rules.md §5). Called only for
 * moves the generator did not list, with a piece of the side to move on `from` and `from !== to`;
 * the reasons live here once, so `play` and the notation's `parseMove` say the same thing.
 */
export function refusalOf(state: SimpleChessState, from: number, to: number): Result<never> {
  const piece = state.board[from];
  if (piece === null || piece === undefined) throw new Error(`refusalOf: no piece on ${board.name(from)}`);
  const target = state.board[to];
  if (target !== null && target !== undefined && ownerOf(target) === ownerOf(piece)) {
    return fail('illegal-move', `a piece may capture only an enemy piece, and ${board.name(to)} holds your ${kindOf(target)}`, 'SC-5');
  }
  switch (kindOf(piece)) {
    case 'queen':
    case 'knight':
      return fail('illegal-move', `the ${nameOf(piece)} never moves`, 'SC-3');
    case 'king':
      return fail('illegal-move', 'the king moves one square in any direction (there is no castling)', 'SC-1');
    case 'rook':
      return sliderRefusal(state.board, from, to, false);
    case 'bishop':
      return sliderRefusal(state.board, from, to, true);
    case 'pawn':
      return pawnRefusal(state, from, to);
  }
}
