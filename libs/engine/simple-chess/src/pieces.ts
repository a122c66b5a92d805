import type { Player } from '@tabula/engine-core';

/**
 * A piece as position text writes it (FEN letters, docs/notation.md): upper case is white (player 0),
 * lower case is black (player 1).
 */
export type PieceLetter = 'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'b' | 'n' | 'p';

/** The six kinds of chess piece, by their kind ids. */
export type PieceKind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

/** Player names by seat (docs/rules.md §5: white is player 0 and moves first). */
export const PLAYER_NAMES = ['White', 'Black'] as const;

/** Kinds in the order of the letters and symbols below. */
const KINDS: readonly PieceKind[] = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const LETTERS: readonly [string, string] = ['KQRBNP', 'kqrbnp'];

/**
 * The seed's Unicode chess symbols (white U+2654–U+2659, black U+265A–U+265F), in the order
 * king, queen, rook, bishop, knight, pawn — the order of the letters above.
 */
const SYMBOLS: readonly [string, string] = ['\u2654\u2655\u2656\u2657\u2658\u2659', '\u265A\u265B\u265C\u265D\u265E\u265F'];

// Lookup tables rather than case conversions: move generation asks these for every square it visits.
const OWNER: Readonly<Record<PieceLetter, Player>> = { K: 0, Q: 0, R: 0, B: 0, N: 0, P: 0, k: 1, q: 1, r: 1, b: 1, n: 1, p: 1 };
const KIND: Readonly<Record<PieceLetter, PieceKind>> = {
  K: 'king',
  Q: 'queen',
  R: 'rook',
  B: 'bishop',
  N: 'knight',
  P: 'pawn',
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};

/** Whether a character is one of the twelve piece letters. */
export function isPieceLetter(text: string): text is PieceLetter {
  return Object.hasOwn(OWNER, text);
}

/** The owner of a piece: upper case is white (0), lower case black (1). */
export function ownerOf(piece: PieceLetter): Player {
  return OWNER[piece];
}

/** The kind of a piece. */
export function kindOf(piece: PieceLetter): PieceKind {
  return KIND[piece];
}

/** The letter of a kind for an owner (`rook`, 1 → `r`). */
export function letterOf(kind: PieceKind, owner: Player): PieceLetter {
  return LETTERS[owner][KINDS.indexOf(kind)] as PieceLetter;
}

/** The seed's Unicode symbol of a piece, e.g. `♔` for the white king, `♟` for a black pawn. */
export function symbolOf(piece: PieceLetter): string {
  return SYMBOLS[ownerOf(piece)][KINDS.indexOf(kindOf(piece))] as string;
}

/** A human name, e.g. `white king`, `black pawn`. */
export function nameOf(piece: PieceLetter): string {
  return `${PLAYER_NAMES[ownerOf(piece)].toLowerCase()} ${kindOf(piece)}`;
}
