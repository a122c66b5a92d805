import type { CellInfo, PieceInfo } from '@tabula/engine-core';

/**
 * What a piece is called for a person, always with its side: `white pawn`, `north cat`,
 * `unknown blue piece`. Engines name most pieces with their side already; animal chess does not.
 */
export function pieceName(piece: PieceInfo, playerNames: readonly [string, string]): string {
  const side = playerNames[piece.owner].toLowerCase();
  if (piece.kind === 'unknown') return `unknown ${side} piece`;
  return piece.name.toLowerCase().includes(side) ? piece.name : `${side} ${piece.name}`;
}

/** The terrain as a screen reader hears it (`blue trap`, `lake`); plain land says nothing. */
export function terrainName(cell: CellInfo, playerNames: readonly [string, string]): string | null {
  if (cell.terrain === 'land') return null;
  if (cell.terrain === 'unused') return 'unused square';
  return cell.terrainOwner === undefined ? cell.terrain : `${playerNames[cell.terrainOwner].toLowerCase()} ${cell.terrain}`;
}

/** Marks a square can carry while a move is being made. */
export interface SquareMarks {
  readonly selected?: boolean;
  readonly target?: boolean;
  readonly lastMove?: boolean;
  /** Part of the premove queued while the opponent is to move. */
  readonly premove?: boolean;
}

/**
 * A square button's accessible name: the square first, then what stands on it (`e4, white pawn`),
 * then its terrain and marks, so a screen reader user hears the board as a sighted player sees it.
 */
export function squareLabel(cell: CellInfo, playerNames: readonly [string, string], marks: SquareMarks = {}): string {
  const parts = [cell.square, cell.piece ? pieceName(cell.piece, playerNames) : 'empty'];
  const terrain = terrainName(cell, playerNames);
  if (terrain) parts.push(terrain);
  if (marks.selected) parts.push('selected');
  if (marks.target) parts.push('legal destination');
  if (marks.lastMove) parts.push('last move');
  if (marks.premove) parts.push('premove');
  return parts.join(', ');
}
