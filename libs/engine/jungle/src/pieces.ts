import type { Player } from '@tabula/engine-core';

/** The eight animals, weakest first. */
export type AnimalKind = 'rat' | 'cat' | 'dog' | 'wolf' | 'leopard' | 'tiger' | 'lion' | 'elephant';

/**
 * A piece on a Jungle board as it is stored in a state: its position-text letter, lower case for
 * blue (player 0) and upper case for red (player 1), as the seed labels them.
 */
export type JunglePiece =
  | 'r' | 'c' | 'd' | 'w' | 'p' | 't' | 'l' | 'e'
  | 'R' | 'C' | 'D' | 'W' | 'P' | 'T' | 'L' | 'E';

/** Kinds by rank: `KINDS[rank - 1]` (rat 1 … elephant 8, docs/rules.md §3). */
export const KINDS: readonly AnimalKind[] = ['rat', 'cat', 'dog', 'wolf', 'leopard', 'tiger', 'lion', 'elephant'];

/** Upper-case letters by rank: `LETTERS[rank - 1]`. */
export const LETTERS = 'RCDWPTLE';

/** The rank of each kind. */
export const RAT = 1;
/** @see RAT */
export const CAT = 2;
/** @see RAT */
export const TIGER = 6;
/** @see RAT */
export const LION = 7;
/** @see RAT */
export const ELEPHANT = 8;

/** Symbols for text boards: the seed's Chinese characters. */
const SYMBOLS = ['鼠', '貓', '狗', '狼', '豹', '虎', '獅', '象'];

/** Whether a letter is a Jungle piece letter (either case). */
export function isPieceLetter(letter: string): letter is JunglePiece {
  return letter.length === 1 && LETTERS.includes(letter.toUpperCase());
}

// Lookup tables: move generation asks for owners and ranks millions of times.
const OWNER: Readonly<Record<string, Player>> = {};
const RANK: Readonly<Record<string, number>> = {};
for (let i = 0; i < LETTERS.length; i++) {
  const upper = LETTERS[i] as string;
  Object.assign(OWNER, { [upper.toLowerCase()]: 0, [upper]: 1 });
  Object.assign(RANK, { [upper.toLowerCase()]: i + 1, [upper]: i + 1 });
}

/** The owner of a piece: blue (0) writes lower case. */
export function ownerOf(piece: JunglePiece): Player {
  return OWNER[piece] as Player;
}

/** The printed rank of a piece, 1 (rat) … 8 (elephant), whatever square it stands on. */
export function rankOf(piece: JunglePiece): number {
  return RANK[piece] as number;
}

/** The kind of a piece. */
export function kindOf(piece: JunglePiece): AnimalKind {
  return KINDS[rankOf(piece) - 1] as AnimalKind;
}

/** The piece of a given owner and rank. */
export function pieceOf(owner: Player, rank: number): JunglePiece {
  const upper = LETTERS[rank - 1] as string;
  return (owner === 0 ? upper.toLowerCase() : upper) as JunglePiece;
}

/** The seed's Chinese character for a piece, used as its symbol. */
export function symbolOf(piece: JunglePiece): string {
  return SYMBOLS[rankOf(piece) - 1] as string;
}
