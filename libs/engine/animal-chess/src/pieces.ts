import type { HandKind, Piece, PieceKind } from './state.js';

/** Upper-case letters of the kinds in position text (docs/notation.md); player 1 writes them in lower case. */
export const KIND_LETTER: Readonly<Record<PieceKind, string>> = { lion: 'L', giraffe: 'G', cat: 'C', chick: 'H' };

/** The kind of an upper- or lower-case letter, or undefined. */
export function kindOfLetter(letter: string): PieceKind | undefined {
  switch (letter.toUpperCase()) {
    case 'L':
      return 'lion';
    case 'G':
      return 'giraffe';
    case 'C':
      return 'cat';
    case 'H':
      return 'chick';
    default:
      return undefined;
  }
}

/** A piece's letter in position text: case shows the owner, `+` a promotion. */
export function pieceLetter(piece: Piece): string {
  const letter = KIND_LETTER[piece.kind];
  return `${piece.promoted ? '+' : ''}${piece.owner === 0 ? letter : letter.toLowerCase()}`;
}

/** A human name: `lion`, `promoted chick`, … */
export function pieceName(piece: Pick<Piece, 'kind' | 'promoted'>): string {
  return piece.promoted ? `promoted ${piece.kind}` : piece.kind;
}

/** The drawings on the real pieces (the seed: a rooster for a promoted chick, a fish for a promoted cat). */
export function pieceSymbol(piece: Pick<Piece, 'kind' | 'promoted'>): string {
  switch (piece.kind) {
    case 'lion':
      return '🦁';
    case 'giraffe':
      return '🦒';
    case 'cat':
      return piece.promoted ? '🐟' : '🐱';
    case 'chick':
      return piece.promoted ? '🐓' : '🐤';
  }
}

/** Whether a letter names a kind that can be in hand. */
export function isHandKind(kind: PieceKind): kind is HandKind {
  return kind !== 'lion';
}
