import { hasSquareMove, listSquareMoves, ruleError, type RuleError } from '@tabula/engine-core';
import { BOARD, isLake, NEIGHBOURS, SIDE } from './board.js';
import { isMobile, kindName, type SeenKind } from './pieces.js';
import { decodePiece, ownerOfCode, type StrategoMove, type StrategoState } from './state.js';

/** Seat names as docs/rules.md uses them. */
export const PLAYER_NAMES = ['red', 'blue'] as const;

/**
 * Whether a piece may move more than one square: a scout (ST-4), or an unknown piece in a view,
 * which might be one. Views list every move a hidden piece *could* make, so a view never tells a
 * viewer less than the rules would (and never more: the list depends on the view alone).
 */
function movesFar(kind: SeenKind): boolean {
  return kind === 'scout' || kind === 'unknown';
}

/**
 * Visits every legal move of the player to move (ST-2 to ST-5), ignoring whether the game is over.
 * `visit` returns true to stop early. The moves of a piece depend only on its own kind and on where
 * pieces stand — never on enemy ranks — which is what keeps ST-9 views honest.
 */
function forEachMove(state: StrategoState, visit: (from: number, to: number) => boolean): void {
  const { board, toMove } = state;
  for (let from = 0; from < board.length; from++) {
    const code = board[from];
    if (!code || ownerOfCode(code) !== toMove) continue;
    const piece = decodePiece(code);
    if (!isMobile(piece.kind)) continue;
    const far = movesFar(piece.kind);
    for (let d = 0; d < 4; d++) {
      let to = from;
      for (let distance = 1; ; distance++) {
        to = NEIGHBOURS[to * 4 + d] as number;
        if (to < 0 || isLake(to)) break;
        const target = board[to];
        if (!target) {
          if (visit(from, to)) return;
          if (!far) break;
          continue;
        }
        // ST-4/ST-5: attacks go to an adjacent enemy piece only, scouts included.
        if (ownerOfCode(target) !== toMove && distance === 1 && visit(from, to)) return;
        break;
      }
    }
  }
}

/** Every legal move of the player to move, by square order (the game's status is not checked). */
export function generateMoves(state: StrategoState): StrategoMove[] {
  return listSquareMoves((visit) => forEachMove(state, visit));
}

/** Whether the player to move has at least one move (G-1). */
export function hasAnyMove(state: StrategoState): boolean {
  return hasSquareMove((visit) => forEachMove(state, visit));
}

function isSquare(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < BOARD.size;
}

/** Whether a value has the shape of a move at all. */
export function isMoveShape(move: unknown): move is StrategoMove {
  if (typeof move !== 'object' || move === null) return false;
  const { from, to } = move as { from?: unknown; to?: unknown };
  return isSquare(from) && isSquare(to);
}

/**
 * Why the player to move may not play `move`, or null when it is legal (the game's status aside).
 * The one place the reasons live: `play` and the notation's move parser report these. The checks
 * look at the mover's own piece and at which squares are occupied, never at an enemy rank, so a
 * refusal tells the mover nothing hidden (ST-9).
 */
export function moveRefusal(state: StrategoState, move: unknown): RuleError | null {
  if (!isMoveShape(move)) return ruleError('not-a-move', 'a move names two squares of the 10×10 board');
  const { from, to } = move;
  const { board, toMove } = state;
  if (from === to) return ruleError('not-a-move', `a move must leave its square (${BOARD.name(from)})`);
  const code = board[from];
  if (!code) return ruleError('no-piece', `there is no piece on ${BOARD.name(from)}`);
  const piece = decodePiece(code);
  if (piece.owner !== toMove) {
    return ruleError(
      'not-your-piece',
      `the piece on ${BOARD.name(from)} is ${PLAYER_NAMES[piece.owner]}'s; ${PLAYER_NAMES[toMove]} is to move`,
    );
  }
  if (isLake(to)) return ruleError('illegal-move', `pieces never enter a lake (${BOARD.name(to)})`, 'ST-2');
  if (!isMobile(piece.kind)) return ruleError('illegal-move', `a ${piece.kind} never moves`, 'ST-3');
  const df = BOARD.fileOf(to) - BOARD.fileOf(from);
  const dr = BOARD.rankOf(to) - BOARD.rankOf(from);
  if (df !== 0 && dr !== 0) return ruleError('illegal-move', 'pieces move orthogonally, never diagonally', 'ST-2');
  const distance = Math.abs(df + dr);
  if (distance > 1 && !movesFar(piece.kind)) {
    return ruleError('illegal-move', `a ${kindName(piece.kind)} moves one square; only a scout goes further`, 'ST-2');
  }
  const step = Math.sign(df) + Math.sign(dr) * SIDE;
  for (let square = from + step; square !== to; square += step) {
    if (board[square] || isLake(square)) {
      return ruleError('illegal-move', `a scout cannot pass ${isLake(square) ? 'a lake' : 'a piece'} (${BOARD.name(square)})`, 'ST-4');
    }
  }
  const target = board[to];
  if (target && decodePiece(target).owner === toMove) return ruleError('illegal-move', `${BOARD.name(to)} holds your own piece`, 'ST-2');
  if (target && distance > 1) return ruleError('illegal-move', 'a scout attacks only an adjacent square', 'ST-4');
  return null;
}
