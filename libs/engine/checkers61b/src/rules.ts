import { ruleError, type Player, type RuleError } from '@tabula/engine-core';
import { afterLanding, isBomb, jumpedSquare, jumpTarget, movesInDirection, explode, stepTarget } from './movement.js';
import { ownerOf, WATER } from './piece-codes.js';
import { diagonalBetween, isUsedSquare, squareName } from './board.js';
import type { CheckersMove } from './state.js';

const SIDE_NAMES = ['fire', 'water'] as const;

/** Whether a value has the shape of a move: a square index and a non-empty list of square indices. */
export function isMoveShaped(move: unknown): move is CheckersMove {
  if (typeof move !== 'object' || move === null) return false;
  const { from, path } = move as { from?: unknown; path?: unknown };
  const isSquare = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < 64;
  return isSquare(from) && Array.isArray(path) && path.length > 0 && path.every(isSquare);
}

/**
 * Plays `move` for `side` on a code board, which it changes in place. Each landing must be one the
 * movement rules offer at that point of the turn (movement.ts: the same rules the generator lists),
 * so this accepts exactly the moves `generateMoves` lists; the first landing they do not offer is
 * refused with the rule that forbids it.
 */
export function playOnBoard(board: Int8Array, side: Player, move: CheckersMove): RuleError | null {
  const { from, path } = move;
  const fromName = squareName(from);
  let code = board[from] as number;
  if (code === 0) return ruleError('no-piece', `there is no piece on ${fromName}`);
  if (ownerOf(code) !== side) return ruleError('not-your-piece', `the piece on ${fromName} is ${SIDE_NAMES[ownerOf(code)]}'s, and it is ${SIDE_NAMES[side]}'s turn`);

  board[from] = 0;
  let at = from;
  let captures = 0;
  for (let i = 0; i < path.length; i++) {
    const land = path[i] as number;
    const diagonal = diagonalBetween(at, land);
    if (diagonal && diagonal.distance === 1 && i === 0 && stepTarget(board, at, code, diagonal.direction) === land) {
      at = land;
      code = afterLanding(code, land);
      if (path.length > 1) return ruleError('illegal-move', `a step ends the turn: nothing may follow ${fromName}${squareName(land)}`, 'CK-3');
      continue;
    }
    if (diagonal && diagonal.distance === 2 && jumpTarget(board, at, code, diagonal.direction) === land) {
      board[jumpedSquare(at, diagonal.direction)] = 0;
      captures++;
      at = land;
      if (isBomb(code)) {
        explode(board, land, new Int16Array(8), 0);
        if (i < path.length - 1) return ruleError('illegal-move', `a bomb's chain ends with its first capture: it explodes on ${squareName(land)}`, 'CK-5');
        return null;
      }
      code = afterLanding(code, land);
      continue;
    }
    return whyNot(board, code, at, land, captures);
  }
  board[at] = code;
  return null;
}

/** Words why the piece (`code`) on `at` may not land on `land` next; it decides nothing itself. */
function whyNot(board: Int8Array, code: number, at: number, land: number, captures: number): RuleError {
  const atName = squareName(at);
  const landName = squareName(land);
  const diagonal = diagonalBetween(at, land);
  if (!isUsedSquare(land) || !diagonal) {
    return ruleError('illegal-move', `${atName} to ${landName} is not diagonal: pieces move diagonally on the used squares only`, 'CK-1');
  }
  if (diagonal.distance > 2) {
    return ruleError('illegal-move', `${atName} to ${landName} is too far: pieces step one square or jump one piece, kings are not flying`, 'CK-2');
  }
  if (diagonal.distance === 1) {
    if (captures > 0) return ruleError('illegal-move', `no step may follow a capture (${atName}${landName})`, 'CK-3');
    if (!movesInDirection(code, diagonal.direction)) {
      return ruleError('illegal-move', `a piece that is not a king steps only forward (${SIDE_NAMES[ownerOf(code)]} moves ${code & WATER ? 'down' : 'up'})`, 'CK-1');
    }
    return ruleError('illegal-move', `${landName} is occupied: a step goes to an empty square`, 'CK-1');
  }
  const over = jumpedSquare(at, diagonal.direction);
  const jumped = board[over] as number;
  if (!movesInDirection(code, diagonal.direction)) {
    return ruleError('illegal-move', `a piece that is not a king captures only forward (${SIDE_NAMES[ownerOf(code)]} moves ${code & WATER ? 'down' : 'up'})`, 'CK-2');
  }
  if (jumped === 0) return ruleError('illegal-move', `there is no piece on ${squareName(over)} to capture`, 'CK-2');
  if ((jumped & WATER) === (code & WATER)) return ruleError('illegal-move', `a piece cannot capture its own side's piece on ${squareName(over)}`, 'CK-2');
  return ruleError('illegal-move', `the landing square ${landName} is not empty`, 'CK-2');
}
