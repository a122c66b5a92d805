import type { PieceInfo, Player } from '@tabula/engine-core';
import { paint } from './ansi.js';
import type { SideColour } from './board-palette.js';
import { pieceGlyph, type PieceStyle } from './piece-glyph.js';

/** What listing the hands needs. */
export interface HandContext {
  readonly color: boolean;
  readonly pieces: PieceStyle;
  readonly playerNames: readonly [string, string];
  readonly sideColours: readonly [SideColour, SideColour];
}

/**
 * One line per seat listing the pieces it may drop (animal chess), grouped with counts:
 * `North's hand: H chick ×2  C cat ×1`, or `South's hand: empty`. The piece's name goes with the
 * glyph so a newcomer knows what a drop brings back.
 */
export function handLines(hands: readonly [readonly PieceInfo[], readonly PieceInfo[]], context: HandContext): string[] {
  return ([0, 1] as const).map((seat) => `${context.playerNames[seat]}'s hand: ${handText(hands[seat], seat, context)}`);
}

function handText(hand: readonly PieceInfo[], seat: Player, context: HandContext): string {
  if (hand.length === 0) return 'empty';
  const groups = new Map<string, { piece: PieceInfo; count: number }>();
  for (const piece of hand) {
    const group = groups.get(piece.name);
    if (group) group.count++;
    else groups.set(piece.name, { piece, count: 1 });
  }
  return [...groups.values()]
    .map(({ piece, count }) => {
      const glyph = pieceGlyph(piece, context.pieces);
      const drawn = context.color ? paint(glyph, { fg: context.sideColours[seat].piece, bold: true }) : glyph;
      return `${drawn} ${piece.name} ×${count}`;
    })
    .join('  ');
}
