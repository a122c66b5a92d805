import type { BoardPicture, CellInfo, MoveShape, PieceInfo, Player } from '@tabula/engine-core';
import { board } from './board.js';
import { pieceLetter, pieceName, pieceSymbol } from './pieces.js';
import { HAND_KINDS, type AnimalChessMove, type AnimalChessState, type Piece } from './state.js';

function pieceInfo(piece: Piece): PieceInfo {
  return {
    owner: piece.owner,
    kind: piece.kind,
    name: pieceName(piece),
    letter: pieceLetter(piece),
    symbol: pieceSymbol(piece),
    promoted: piece.promoted,
  };
}

/** Cells from rank 1 (player 0's home row, the top of the diagram) to rank 6, and both hands. */
export function pictureOf(state: AnimalChessState): BoardPicture {
  const cells: CellInfo[] = [];
  for (let rank = 0; rank < board.ranks; rank++) {
    for (let file = 0; file < board.files; file++) {
      const square = board.index(file, rank);
      const piece = state.board[square] ?? null;
      cells.push({ square: board.name(square), terrain: 'land', piece: piece ? pieceInfo(piece) : null });
    }
  }
  const hand = (owner: Player): PieceInfo[] =>
    HAND_KINDS.flatMap((kind) => Array.from({ length: state.hands[owner][kind] }, () => pieceInfo({ owner, kind, promoted: false })));
  return { files: board.files, ranks: board.ranks, cells, hands: [hand(0), hand(1)] };
}

/** A board move goes from one square to another; a drop comes from the hand. */
export function shapeOf(_state: AnimalChessState, move: AnimalChessMove): MoveShape {
  if ('drop' in move) return { from: null, path: [board.name(move.to)], drop: move.drop };
  return { from: board.name(move.from), path: [board.name(move.to)] };
}
