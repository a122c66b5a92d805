import type { Player } from '@tabula/engine-core';
import { SQUARE_COUNT } from './board.js';
import type { CheckersPiece, CheckersState, PieceKind } from './state.js';

/*
 * The move generator works on a 64-byte board of piece codes rather than on the JSON state, so that
 * it can make and unmake captures without allocating. A code is 0 for an empty square, otherwise
 * kind (1 pawn, 2 shield, 3 bomb) | KING | WATER.
 */

export const PAWN = 1;
export const SHIELD = 2;
export const BOMB = 3;
/** Bit set on kings (CK-4). */
export const KING = 4;
/** Bit set on water (player 1) pieces. */
export const WATER = 8;
/** Mask of the kind bits. */
export const KIND_MASK = 3;

const KIND_CODES: Record<PieceKind, number> = { pawn: PAWN, shield: SHIELD, bomb: BOMB };
const KINDS: readonly PieceKind[] = ['pawn', 'pawn', 'shield', 'bomb'];

/** The code of a piece. */
export function encodePiece(piece: CheckersPiece): number {
  return KIND_CODES[piece.kind] | (piece.king ? KING : 0) | (piece.owner === 1 ? WATER : 0);
}

/**
 * One frozen piece object per code: states are never mutated, so boards built by `play` share them
 * instead of allocating 64 objects per move.
 */
const PIECES: readonly CheckersPiece[] = Array.from({ length: 16 }, (_, code) =>
  Object.freeze({ owner: code & WATER ? 1 : 0, kind: KINDS[code & KIND_MASK] as PieceKind, king: (code & KING) !== 0 }),
);

/** The piece of a non-zero code. */
export function decodePiece(code: number): CheckersPiece {
  return PIECES[code] as CheckersPiece;
}

/** The owner of a non-zero code. */
export function ownerOf(code: number): Player {
  return code & WATER ? 1 : 0;
}

/** A fresh code board for a state. */
export function encodeBoard(state: CheckersState): Int8Array {
  const codes = new Int8Array(SQUARE_COUNT);
  state.board.forEach((piece, square) => {
    if (piece) codes[square] = encodePiece(piece);
  });
  return codes;
}

/** The JSON board of a code board. */
export function decodeBoard(codes: Int8Array): (CheckersPiece | null)[] {
  const board = new Array<CheckersPiece | null>(codes.length);
  for (let square = 0; square < codes.length; square++) {
    const code = codes[square] as number;
    board[square] = code === 0 ? null : (PIECES[code] as CheckersPiece);
  }
  return board;
}
