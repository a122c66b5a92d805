import { ruleError, type RuleError } from '@tabula/engine-core';
import { board, inZone, SQUARES } from './board.js';
import { codeOf } from './codes.js';
import { STEP_TEXT, stepsTo } from './movement.js';
import { lionlessPlayer } from './outcome.js';
import { pieceName } from './pieces.js';
import { HAND_KINDS, type AnimalChessMove, type AnimalChessState, type Hand, type HandKind, type Piece } from './state.js';

function isSquare(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < SQUARES;
}

/** Whether untrusted data has the shape of a move (API bodies, stale moves); says why not. */
function shapeError(move: unknown): RuleError | null {
  if (typeof move !== 'object' || move === null) return ruleError('not-a-move', 'a move is an object { from, to } or { drop, to }');
  const record = move as Record<string, unknown>;
  if (!isSquare(record['to'])) return ruleError('not-a-move', `'to' must be a square index 0–${SQUARES - 1}`);
  if ('drop' in record) {
    if (!HAND_KINDS.includes(record['drop'] as HandKind)) {
      return ruleError('not-a-move', `'drop' must be one of ${HAND_KINDS.join(', ')}`, record['drop'] === 'lion' ? 'AC-6' : undefined);
    }
    return null;
  }
  if (!isSquare(record['from'])) return ruleError('not-a-move', `'from' must be a square index 0–${SQUARES - 1}`);
  return null;
}

function describe(piece: Piece): string {
  return pieceName(piece);
}

/**
 * Why `move` is not legal in `state`, or null when it is. This is the one place that knows the
 * reasons: `play` refuses with it and the notation's `parseMove` reports it. A move is legal exactly
 * when this returns null and the game is still on, which the tests check against `legalMoves`.
 */
export function whyIllegal(state: AnimalChessState, move: AnimalChessMove): RuleError | null {
  const shape = shapeError(move);
  if (shape) return shape;
  if (lionlessPlayer(state) !== null) return ruleError('game-over', 'the game is over: a lion has been captured', 'G-2');
  const mover = state.toMove;
  const to = move.to;
  const target = state.board[to] ?? null;

  if ('drop' in move) {
    const hand: Hand = state.hands[mover];
    if (hand[move.drop] === 0) return ruleError('illegal-move', `player ${mover} has no ${move.drop} in hand to drop`, 'AC-4');
    if (target) {
      return ruleError('illegal-move', `a drop needs an empty square, and ${board.name(to)} holds a ${describe(target)}`, 'AC-4');
    }
    return null;
  }

  const from = move.from;
  const piece = state.board[from] ?? null;
  if (!piece) return ruleError('no-piece', `no piece on ${board.name(from)}`);
  if (piece.owner !== mover) return ruleError('not-your-piece', `the ${describe(piece)} on ${board.name(from)} belongs to player ${piece.owner}`);
  if (!stepsTo(codeOf(piece), from, to)) {
    return ruleError('illegal-move', `${STEP_TEXT[codeOf(piece) & 7]}; ${board.name(from)} to ${board.name(to)} is not one of its steps`, 'AC-1');
  }
  if (target && target.owner === mover) {
    return ruleError('illegal-move', `a piece never moves onto its own piece, and ${board.name(to)} holds your ${describe(target)}`, 'AC-2');
  }
  return null;
}

/**
 * Plays a move already known to be legal: captures go to the capturer's hand un-promoted (AC-3)
 * except a lion (AC-6); a chick or cat ending a board move in the zone promotes (AC-5); a drop never
 * promotes.
 */
export function applyMove(state: AnimalChessState, move: AnimalChessMove): AnimalChessState {
  const mover = state.toMove;
  const cells = state.board.slice();
  const hands: [Hand, Hand] = [state.hands[0], state.hands[1]];
  if ('drop' in move) {
    cells[move.to] = { owner: mover, kind: move.drop, promoted: false };
    hands[mover] = { ...hands[mover], [move.drop]: hands[mover][move.drop] - 1 };
  } else {
    const piece = cells[move.from] as Piece;
    const captured = cells[move.to];
    if (captured && captured.kind !== 'lion') {
      hands[mover] = { ...hands[mover], [captured.kind]: hands[mover][captured.kind] + 1 };
    }
    const promotes = !piece.promoted && (piece.kind === 'chick' || piece.kind === 'cat') && inZone(mover, move.to);
    cells[move.from] = null;
    cells[move.to] = promotes ? { ...piece, promoted: true } : piece;
  }
  return {
    board: cells,
    hands,
    toMove: mover === 0 ? 1 : 0,
    moveNumber: state.moveNumber + (mover === 1 ? 1 : 0),
  };
}
