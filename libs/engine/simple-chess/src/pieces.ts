import type { Player } from '@tabula/engine-core';

/**
 * A piece as position text writes it (FEN letters, NOTATION.md): upper case is white (player 0),
 * lower case is black (player 1).
 */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';

/** The six kinds of chess piece, by their kind ids. */
export type PieceKind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

/** Player names by seat (RULES.md §5: white is player 0 and moves first). */
export const PLAYER_NAMES = ['White', 'Black'] as const;

const KIND_BY_LETTER: Readonly<Record<string, PieceKind>> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};

const WHITE_LETTERS = 'KQRBNP';
const BLACK_LETTERS = 'kqrbnp';

/**
 * The seed's Unicode chess symbols (white U+2654–U+2659, black U+265A–U+265F), in the order
 * king, queen, rook, bishop, knight, pawn — the same order as the letters above.
 */
const SYMBOLS: readonly [string, string] = ['\u2654\u2655\u2656\u2657\u2658\u2659', '\u265A\u265B\u265C\u265D\u265E\u265F'];

/** Whether a character is one of the twelve piece letters. */
export function isPieceLetter(text: string): text is PieceLetter {
  return text.length === 1 && (WHITE_LETTERS.includes(text) || BLACK_LETTERS.includes(text));
}

/** The owner of a piece: upper case is white (0), lower case black (1). */
export function ownerOf(piece: PieceLetter): Player {
  return piece === piece.toUpperCase() ? 0 : 1;
}

/** The kind of a piece. */
export function kindOf(piece: PieceLetter): PieceKind {
  return KIND_BY_LETTER[piece.toLowerCase()] as PieceKind;
}

/** The letter of a kind for an owner (`rook`, 1 → `r`). */
export function letterOf(kind: PieceKind, owner: Player): PieceLetter {
  const index = Object.values(KIND_BY_LETTER).indexOf(kind);
  return (owner === 0 ? WHITE_LETTERS : BLACK_LETTERS)[index] as PieceLetter;
}

/** The seed's Unicode symbol of a piece, e.g. `♔` for the white king, `♟` for a black pawn. */
export function symbolOf(piece: PieceLetter): string {
  const owner = ownerOf(piece);
  return SYMBOLS[owner][(owner === 0 ? WHITE_LETTERS : BLACK_LETTERS).indexOf(piece)] as string;
}

/** A human name, e.g. `white king`, `black pawn`. */
export function nameOf(piece: PieceLetter): string {
  return `${PLAYER_NAMES[ownerOf(piece)].toLowerCase()} ${kindOf(piece)}`;
}
