import type { SideHue } from '@tabula/games';
import { PieceGlyph } from '../board/piece-glyph.js';
import type { LostPieces as Lost } from './board-changes.js';

interface LostPiecesProps {
  readonly lost: readonly [Lost, Lost];
  readonly names: readonly [string, string];
  /** The sides' colours, seat 0 first (`sideHues(entry)`). */
  readonly hues: readonly [SideHue, SideHue];
}

/**
 * What each side has lost so far: the pieces where the viewer saw them, else a count. Shown only for a
 * game whose entry says pieces are captured (`hasCaptures`): in a placement game it would list nothing.
 */
export function LostPieces({ lost, names, hues }: LostPiecesProps) {
  return (
    <section className="captured" aria-labelledby="captured-heading">
      <h2 id="captured-heading">Captured</h2>
      {([0, 1] as const).map((seat) => {
        const side = lost[seat];
        const count = side.known.length + side.unknown;
        return (
          <p key={seat} aria-label={`${names[seat]} has lost ${count} ${count === 1 ? 'piece' : 'pieces'}${side.known.length ? `: ${side.known.map((piece) => piece.kind).join(', ')}` : ''}`}>
            <span className="captured-side">{names[seat]}:</span>
            {side.known.map((piece, index) => (
              <svg key={index} className="captured-piece" viewBox="-50 -50 100 100" aria-hidden="true">
                <PieceGlyph piece={piece} hues={hues} />
              </svg>
            ))}
            {side.unknown > 0 ? <span> {side.unknown} unseen</span> : null}
            {count === 0 ? <span className="meta"> none</span> : null}
          </p>
        );
      })}
    </section>
  );
}
