import type { Player } from '@tabula/engine-core';
import { afterLanding, endDirection, firstDirection, isBomb, jumpedSquare, jumpTarget, stepTarget } from './movement.js';
import { WATER } from './piece-codes.js';
import { USED_SQUARES } from './squares.js';
import type { CheckersMove } from './state.js';

/**
 * Every move of `side` on a code board (CK-1 to CK-5), ignoring whether the game is over (the
 * caller checks CK-6). Steps of a piece come first, then its capture chains depth first; each
 * prefix of a chain is listed as a move of its own (CK-3). `onlyFrom` restricts to one piece;
 * `capturesOnly` leaves the steps out (for quiescence search), keeping the others' order.
 *
 * The board is changed while chains are explored and restored before returning.
 */
export function generateMoves(board: Int8Array, side: Player, onlyFrom = -1, capturesOnly = false): CheckersMove[] {
  const moves: CheckersMove[] = [];
  const water = side === 1 ? WATER : 0;
  for (const from of onlyFrom >= 0 ? [onlyFrom] : USED_SQUARES) {
    const code = board[from] as number;
    if (code === 0 || (code & WATER) !== water) continue;
    for (let d = firstDirection(code); d < endDirection(code) && !capturesOnly; d++) {
      const to = stepTarget(board, from, code, d);
      if (to >= 0) moves.push({ from, path: [to] });
    }
    // The piece leaves its square for the whole chain: later jumps may cross or land on it (CK-2).
    board[from] = 0;
    extendChain(board, from, code, from, [], moves);
    board[from] = code;
  }
  return moves;
}

/** Lists every capture that continues the chain `path` of the piece (`code`, lifted) now on `at`. */
function extendChain(board: Int8Array, from: number, code: number, at: number, path: number[], moves: CheckersMove[]): void {
  for (let d = firstDirection(code); d < endDirection(code); d++) {
    const land = jumpTarget(board, at, code, d);
    if (land < 0) continue;
    path.push(land);
    moves.push({ from, path: path.slice() });
    // A bomb's chain ends with its first capture (CK-5); other pieces may go on (CK-3), crowned
    // at once if they reached the far rank (CK-4). The jumped piece vanishes at once (CK-2).
    if (!isBomb(code)) {
      const over = jumpedSquare(at, d);
      const jumped = board[over] as number;
      board[over] = 0;
      extendChain(board, from, afterLanding(code, land), land, path, moves);
      board[over] = jumped;
    }
    path.pop();
  }
}

/** Whether `side` has at least one move on a code board (CK-7), without listing them. */
export function hasAnyMove(board: Int8Array, side: Player): boolean {
  const water = side === 1 ? WATER : 0;
  for (const from of USED_SQUARES) {
    const code = board[from] as number;
    if (code === 0 || (code & WATER) !== water) continue;
    for (let d = firstDirection(code); d < endDirection(code); d++) {
      if (stepTarget(board, from, code, d) >= 0 || jumpTarget(board, from, code, d) >= 0) return true;
    }
  }
  return false;
}
