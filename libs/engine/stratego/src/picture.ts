import type { BoardPicture, CellInfo, PieceInfo } from '@tabula/engine-core';
import { BOARD, isLake, SIDE } from './board.js';
import { PLAYER_NAMES } from './movement.js';
import { kindInfo, kindName } from './pieces.js';
import { pieceAt, type StrategoPiece, type StrategoState } from './state.js';

/**
 * A piece's letter without the `!` mark (docs/notation.md): upper case for red, lower for blue, `X`/`x`
 * for a piece whose rank the viewer may not know.
 */
export function baseLetter(piece: StrategoPiece): string {
  const upper = piece.kind === 'unknown' ? 'X' : kindInfo(piece.kind).letter;
  return piece.owner === 0 ? upper : upper.toLowerCase();
}

/** A piece's letter in position text: `!` before a revealed piece (docs/notation.md). */
export function pieceLetter(piece: StrategoPiece): string {
  return (piece.revealed ? '!' : '') + baseLetter(piece);
}

function pieceInfo(piece: StrategoPiece): PieceInfo {
  return {
    owner: piece.owner,
    kind: piece.kind,
    name: `${PLAYER_NAMES[piece.owner]} ${kindName(piece.kind)}`,
    letter: pieceLetter(piece),
    symbol: baseLetter(piece),
    revealed: piece.revealed,
  };
}

/** The board as a front end draws it: rank 1 (red's back rank) on top, as position text lists rows. */
export function pictureOf(state: StrategoState): BoardPicture {
  const cells: CellInfo[] = [];
  for (let rank = 0; rank < SIDE; rank++) {
    for (let file = 0; file < SIDE; file++) {
      const square = BOARD.index(file, rank);
      const piece = pieceAt(state, square);
      cells.push({ square: BOARD.name(square), terrain: isLake(square) ? 'lake' : 'land', piece: piece ? pieceInfo(piece) : null });
    }
  }
  return { files: SIDE, ranks: SIDE, cells };
}
