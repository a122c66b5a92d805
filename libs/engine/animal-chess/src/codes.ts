import type { Player } from '@tabula/engine-core';
import type { HandKind, Piece, PieceKind } from './state.js';

/*
 * The fast move generator and perft work on small integers instead of piece objects:
 * a piece code is `type | owner << 3`, so player 0's pieces are 1–6 and player 1's are 9–14,
 * and 0 is an empty square. Promoted pieces have types of their own because they move differently.
 */

export const EMPTY = 0;
export const CHICK = 1;
export const CAT = 2;
export const GIRAFFE = 3;
export const LION = 4;
/** A promoted chick. */
export const ROOSTER = 5;
/** A promoted cat. */
export const PROMOTED_CAT = 6;

/** Bit that marks player 1's pieces. */
export const OWNER_BIT = 8;
/** Number of distinct codes (table stride). */
export const CODES = 16;

const KIND_OF_TYPE: readonly (PieceKind | undefined)[] = [undefined, 'chick', 'cat', 'giraffe', 'lion', 'chick', 'cat'];
const TYPE_OF_KIND: Readonly<Record<PieceKind, number>> = { chick: CHICK, cat: CAT, giraffe: GIRAFFE, lion: LION };

/** The code of a piece. */
export function codeOf(piece: Piece): number {
  const base = TYPE_OF_KIND[piece.kind];
  const type = piece.promoted ? base + 4 : base;
  return type | (piece.owner === 1 ? OWNER_BIT : 0);
}

/** The piece of a non-empty code. */
export function pieceOf(code: number): Piece {
  const type = code & 7;
  const kind = KIND_OF_TYPE[type];
  if (kind === undefined) throw new Error(`animal-chess: ${code} is not a piece code`);
  return { owner: ownerOf(code), kind, promoted: type >= ROOSTER };
}

/** The owner of a non-empty code. */
export function ownerOf(code: number): Player {
  return code & OWNER_BIT ? 1 : 0;
}

/** The type of the piece a captured piece becomes in hand (AC-3: un-promoted). */
export function handTypeOf(code: number): number {
  const type = code & 7;
  return type > LION ? type - 4 : type;
}

/** Hand types in notation order `G C H`, matching {@link HAND_KINDS}. */
export const HAND_TYPES: readonly number[] = [GIRAFFE, CAT, CHICK];

const HAND_KIND_OF_TYPE: readonly (HandKind | undefined)[] = [undefined, 'chick', 'cat', 'giraffe'];

/** The hand kind of a hand type (1–3). */
export function handKindOf(type: number): HandKind {
  const kind = HAND_KIND_OF_TYPE[type];
  if (kind === undefined) throw new Error(`animal-chess: ${type} is not a hand type`);
  return kind;
}

/** The type of a hand kind. */
export function handTypeOfKind(kind: HandKind): number {
  return TYPE_OF_KIND[kind];
}
