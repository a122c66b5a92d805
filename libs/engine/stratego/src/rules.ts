import { fail, ok, opponent, type Player, type Result } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { resolveAttack } from './combat.js';
import { moveRefusal } from './movement.js';
import { statusOf } from './outcome.js';
import { sortKinds, type PieceKind } from './pieces.js';
import { decodePiece, encodePiece, pieceAt, type StrategoMove, type StrategoState } from './state.js';

/**
 * Plays one move (ST-2 to ST-8) and returns the new state; the input is never mutated.
 *
 * On a view (docs/design.md: views are states too) quiet moves play normally — an unknown piece that goes
 * more than one square is thereby a scout — but an attack whose outcome depends on a hidden rank is
 * refused: only the full state, or a `determinize`d one, can resolve it.
 */
export function playMove(state: StrategoState, move: StrategoMove): Result<StrategoState> {
  const status = statusOf(state);
  if (status.kind === 'over') return fail('game-over', 'the game is over; no move is legal', 'G-2');
  const refusal = moveRefusal(state, move);
  if (refusal) return { ok: false, error: refusal };

  const { from, to } = move;
  const board = state.board.slice();
  const mover = decodePiece(board[from] as string);
  const target = pieceAt(state, to);
  const captured: [readonly PieceKind[], readonly PieceKind[]] = [state.captured[0], state.captured[1]];
  const capture = (kind: PieceKind, owner: Player) => {
    captured[owner] = sortKinds([...captured[owner], kind]);
  };
  board[from] = null;

  if (!target) {
    // ST-9: a scout that goes more than one square shows what it is.
    const far = Math.abs(to - from) !== 1 && Math.abs(to - from) !== 10;
    const kind = far ? 'scout' : mover.kind;
    board[to] = encodePiece(mover.owner, kind, true, mover.revealed || far);
  } else {
    if (mover.kind === 'unknown' || target.kind === 'unknown') {
      return fail('illegal-move', `the attack on ${BOARD.name(to)} depends on a rank this view hides; play it on the full state`, 'ST-9');
    }
    // ST-5: an attack reveals both ranks; the loser leaves the board.
    const outcome = resolveAttack(mover.kind, target.kind);
    if (outcome === 'attacker') {
      board[to] = encodePiece(mover.owner, mover.kind, true, true);
      capture(target.kind, target.owner);
    } else if (outcome === 'defender') {
      board[to] = encodePiece(target.owner, target.kind, target.moved, true);
      capture(mover.kind, mover.owner);
    } else {
      board[to] = null;
      capture(mover.kind, mover.owner);
      capture(target.kind, target.owner);
    }
  }

  const next: StrategoState = {
    board,
    toMove: opponent(state.toMove),
    moveNumber: state.moveNumber + (state.toMove === 1 ? 1 : 0),
    captured,
    ...(state.viewer === undefined ? {} : { viewer: state.viewer }),
  };
  return ok(next);
}
