import type { PieceInfo } from '@tabula/engine-core';
import type { SideHue } from '@tabula/games';
import { sideColours } from './side-colours.js';

// Games without glyphs (Checkers61b, Stratego) give their letter as the symbol; these kinds get a
// drawn icon instead, because a letter says little about a bomb or a shield.
function KindIcon({ kind, ink }: { readonly kind: string; readonly ink: string }) {
  switch (kind) {
    case 'shield':
      return <path d="M0,-24 L20,-16 C20,4 12,16 0,24 C-12,16 -20,4 -20,-16 Z" fill="none" stroke={ink} strokeWidth={5} />;
    case 'bomb':
      return (
        <g stroke={ink} strokeWidth={4} fill={ink}>
          <circle cx={-3} cy={5} r={15} />
          <path d="M7,-7 L15,-17" fill="none" />
          <path d="M15,-17 l6,-3 M15,-17 l3,-6 M15,-17 l7,2" fill="none" strokeWidth={2.5} />
        </g>
      );
    case 'flag':
      return (
        <g stroke={ink} strokeWidth={4} fill={ink}>
          <path d="M-12,24 L-12,-24" fill="none" />
          <path d="M-12,-24 L18,-14 L-12,-4 Z" />
        </g>
      );
    default:
      return null;
  }
}

const HAS_ICON = new Set(['shield', 'bomb', 'flag']);
const LETTER = /^[A-Za-z+!]+$/;

/**
 * One piece, centred on (0, 0) in a 100-unit square: a disc in its side's colours with the game's
 * glyph (chess symbols, animal emoji, Jungle's characters) or an icon or letter, and under it the
 * kind's name. Hidden pieces are plain backs. `hues` are the game's sides' colours (`sideHues(entry)`).
 */
export function PieceGlyph({ piece, hues }: { readonly piece: PieceInfo; readonly hues: readonly [SideHue, SideHue] }) {
  const colours = sideColours(hues, piece.owner);
  if (piece.kind === 'unknown') {
    return (
      <g className="piece piece-back" aria-hidden="true">
        <rect x={-34} y={-34} width={68} height={68} rx={10} fill={colours.fill} stroke={colours.edge} strokeWidth={4} />
        <rect x={-24} y={-24} width={48} height={48} rx={6} fill="none" stroke={colours.ink} strokeOpacity={0.5} strokeWidth={3} />
      </g>
    );
  }
  const isLetter = LETTER.test(piece.symbol);
  // Every piece carries its kind's name too: Jungle's characters are not everyone's, and a browser
  // without an emoji or chess font would otherwise draw a blank disc.
  const caption = piece.kind;
  const icon = isLetter && HAS_ICON.has(piece.kind);
  const glyphY = -6;
  return (
    <g className={`piece${piece.promoted ? ' promoted' : ''}`} aria-hidden="true">
      <circle r={40} fill={colours.fill} stroke={colours.edge} strokeWidth={4} />
      {piece.promoted ? <circle r={33} fill="none" stroke="#f2b705" strokeWidth={6} /> : null}
      {icon ? (
        <g transform={`translate(0 ${glyphY - 2}) scale(0.8)`}>
          <KindIcon kind={piece.kind} ink={colours.ink} />
        </g>
      ) : (
        <text y={glyphY} fontSize={isLetter ? 34 : 44} fill={colours.ink} textAnchor="middle" dominantBaseline="central" fontWeight={isLetter ? 700 : 400}>
          {piece.symbol.replace(/[+!]/g, '')}
        </text>
      )}
      <text y={27} fontSize={13} fill={colours.ink} textAnchor="middle" dominantBaseline="central">
        {caption}
      </text>
      {piece.revealed ? <circle cx={28} cy={-28} r={7} fill="#ffd43b" stroke={colours.edge} strokeWidth={2} /> : null}
    </g>
  );
}
