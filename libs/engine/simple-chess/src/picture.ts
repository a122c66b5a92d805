import type { BoardPicture, CellInfo, PieceInfo } from '@tabula/engine-core';
import { board } from './board.js';
import { kindOf, nameOf, ownerOf, symbolOf, type PieceLetter } from './pieces.js';
import type { SimpleChessState } from './state.js';

/** What a front end needs to draw one piece: owner, kind, name, FEN letter and the seed's symbol. */
export function pieceInfo(piece: PieceLetter): PieceInfo {
  return { owner: ownerOf(piece), kind: kindOf(piece), name: nameOf(piece), letter: piece, symbol: symbolOf(piece) };
}

/** The board as a front end draws it: rank 8 first (as position text lists rows), each rank from a. */
export function pictureOf(state: SimpleChessState): BoardPicture {
  const cells: CellInfo[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    for (let file = 0; file < 8; file++) {
      const square = board.index(file, rank);
      const piece = state.board[square] ?? null;
      cells.push({ square: board.name(square), terrain: 'land', piece: piece === null ? null : pieceInfo(piece) });
    }
  }
  return { files: 8, ranks: 8, cells };
}
