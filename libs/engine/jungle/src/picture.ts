import type { BoardPicture, CellInfo, MoveShape, PieceInfo } from '@tabula/engine-core';
import { FILES, geometry, RANKS, terrainOf } from './board.js';
import { kindOf, ownerOf, symbolOf, type JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

const PLAYER_NAMES = ['blue', 'red'] as const;

/** What a front end needs to draw a piece. */
export function pieceInfo(piece: JunglePiece): PieceInfo {
  const owner = ownerOf(piece);
  const kind = kindOf(piece);
  return { owner, kind, name: `${PLAYER_NAMES[owner]} ${kind}`, letter: piece, symbol: symbolOf(piece) };
}

/** Every cell with its terrain, top row (rank 1) first as position text lists rows. */
export function pictureOf(state: JungleState): BoardPicture {
  const cells: CellInfo[] = [];
  for (let rank = 0; rank < RANKS; rank++) {
    for (let file = 0; file < FILES; file++) {
      const s = geometry.index(file, rank);
      const { terrain, owner } = terrainOf(s);
      const piece = state.cells[s];
      cells.push({
        square: geometry.name(s),
        terrain,
        ...(owner === undefined ? {} : { terrainOwner: owner }),
        piece: piece ? pieceInfo(piece) : null,
      });
    }
  }
  return { files: FILES, ranks: RANKS, cells };
}

/** Where a move starts and lands, for highlighting. */
export function moveShape(move: JungleMove): MoveShape {
  return { from: geometry.name(move.from), path: [geometry.name(move.to)] };
}
