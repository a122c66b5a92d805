import type { BoardPicture, CellInfo, PieceInfo } from '@tabula/engine-core';
import { BOARD, isUsedSquare, squareName } from './board.js';
import type { CheckersPiece, CheckersState, PieceKind } from './state.js';

const LETTERS: Record<PieceKind, string> = { pawn: 'P', shield: 'S', bomb: 'B' };
const SIDES = ['fire', 'water'] as const;

/** The position-text letter of a piece (docs/notation.md): upper case fire, lower case water, `+` for a king. */
export function pieceLetter(piece: CheckersPiece): string {
  const letter = piece.owner === 0 ? LETTERS[piece.kind] : LETTERS[piece.kind].toLowerCase();
  return piece.king ? `+${letter}` : letter;
}

/** What a front end draws for a piece, e.g. `water bomb king`, letter `+b`. */
export function pieceInfo(piece: CheckersPiece): PieceInfo {
  const letter = pieceLetter(piece);
  return {
    owner: piece.owner,
    kind: piece.kind,
    name: `${SIDES[piece.owner]} ${piece.kind}${piece.king ? ' king' : ''}`,
    letter,
    symbol: letter,
    promoted: piece.king,
  };
}

/** Every cell, rank 8 first, each rank from file a; unused squares have terrain `unused`. */
export function pictureOf(state: CheckersState): BoardPicture {
  const cells: CellInfo[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    for (let file = 0; file < 8; file++) {
      const square = BOARD.index(file, rank);
      const piece = state.board[square];
      cells.push({ square: squareName(square), terrain: isUsedSquare(square) ? 'land' : 'unused', piece: piece ? pieceInfo(piece) : null });
    }
  }
  return { files: 8, ranks: 8, cells };
}
