import type { PieceKind, PieceLetter } from '../pieces.js';

/*
 * The search board's layout: a 0x88 mailbox (square = rank * 16 + file; `square & 0x88` is non-zero
 * off the board, so one test catches every step off an edge) holding small piece codes.
 */

/** Piece codes: the kind in the low three bits, plus {@link BLACK} for black; 0 is an empty square. */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;
/** The colour bit of a piece code: player 1's pieces carry it. */
export const BLACK = 8;
/** Piece codes are below this (kind ≤ 6, plus 8 for black): tables indexed by code have 16 rows. */
export const CODES = 16;
/** Squares of the 0x88 mailbox, on and off the board. */
export const SQUARES_88 = 128;

const LETTERS: readonly PieceLetter[] = ['P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k'];
const CODE_LIST: readonly number[] = [PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PAWN | BLACK, KNIGHT | BLACK, BISHOP | BLACK, ROOK | BLACK, QUEEN | BLACK, KING | BLACK];

/** The piece code of each FEN letter. */
export const CODE_OF_LETTER = Object.fromEntries(LETTERS.map((letter, i) => [letter, CODE_LIST[i] as number])) as Readonly<Record<PieceLetter, number>>;

/** The FEN letter of each piece code (`null` for 0 and unused codes). */
export const LETTER_OF_CODE: readonly (PieceLetter | null)[] = Array.from({ length: CODES }, (_, code) => {
  const i = CODE_LIST.indexOf(code);
  return i < 0 ? null : (LETTERS[i] as PieceLetter);
});

/** The kind of each piece code (`null` for 0 and unused codes). */
export const KIND_OF_CODE: readonly (PieceKind | null)[] = Array.from({ length: CODES }, (_, code) =>
  code === 0 || (code & 7) === 7 ? null : (['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const)[(code & 7) - 1] ?? null,
);

/** The 0x88 square of each Game square (`a1 = 0` … `h8 = 63`). */
export const SQUARE_88 = Int8Array.from({ length: 64 }, (_, square) => (square >> 3) * 16 + (square & 7));
/** The Game square of each 0x88 square (-1 off the board). */
export const SQUARE_64 = Int8Array.from({ length: SQUARES_88 }, (_, square) => (square & 0x88 ? -1 : (square >> 4) * 8 + (square & 15)));

/** A king's eight steps between 0x88 squares (SC-1). */
export const KING_STEPS = Int8Array.of(16, -16, 1, -1, 17, 15, -15, -17);

/** One rank forward for each player's pawns (white up the board, black down), in 0x88 steps. */
export const PAWN_FORWARD = Int8Array.of(16, -16);
/** Rank index a pawn of each player starts on (SC-4: the only rank it may step two from). */
export const PAWN_START_RANK = Int8Array.of(1, 6);

/** The most targets one piece of a code can ever have (rook 14, bishop 13, king 8, pawn 4): bounds a move list. */
export const MOST_TARGETS = Uint8Array.from({ length: CODES }, (_, code) => [0, 4, 0, 13, 14, 0, 8, 0][code & 7] as number);
