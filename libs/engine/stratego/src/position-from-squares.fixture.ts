import { unwrap, type Player } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { kindOfLetter } from './pieces.js';
import { positionFromBoard } from './position.js';
import { encodePiece, type PieceCode, type StrategoState } from './state.js';

/**
 * Tests' shorthand for a position: pieces by square name, as docs/notation.md letters (upper case red,
 * lower case blue, `!` before a revealed one), none of them moved yet.
 */
export function positionFromSquares(pieces: Record<string, string>, toMove: Player = 0): StrategoState {
  const board: (PieceCode | null)[] = Array<PieceCode | null>(BOARD.size).fill(null);
  for (const [square, text] of Object.entries(pieces)) {
    const letter = text.replace('!', '');
    board[BOARD.parse(square)] = encodePiece(letter === letter.toUpperCase() ? 0 : 1, kindOfLetter(letter) ?? 'unknown', false, text.startsWith('!'));
  }
  return unwrap(positionFromBoard(board, toMove, 1));
}
