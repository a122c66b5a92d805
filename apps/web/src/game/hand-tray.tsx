import type { PointerEvent } from 'react';
import type { PieceInfo, Player } from '@tabula/engine-core';
import type { SideHue } from '@tabula/games';
import { squareAt } from '../board/board.js';
import { PieceGlyph } from '../board/piece-glyph.js';
import { pieceName } from '../board/piece-names.js';

interface HandTrayProps {
  readonly seat: Player;
  readonly pieces: readonly PieceInfo[];
  readonly playerNames: readonly [string, string];
  /** The sides' colours, seat 0 first (`sideHues(entry)`). */
  readonly hues: readonly [SideHue, SideHue];
  /** Whether the viewer may drop from this hand now. */
  readonly active: boolean;
  /** The kind picked to drop, if any. */
  readonly picked: string | null;
  readonly onPick: (kind: string) => void;
  /** A piece was dragged from the tray and let go on a square. */
  readonly onDropOn: (kind: string, square: string) => void;
}

/**
 * A side's hand (animal chess, AC-3/AC-4): one button per kind held, with its count. Click a piece,
 * then a square; or drag it onto the board.
 */
export function HandTray({ seat, pieces, playerNames, hues, active, picked, onPick, onDropOn }: HandTrayProps) {
  const kinds = new Map<string, { piece: PieceInfo; count: number }>();
  for (const piece of pieces) {
    const held = kinds.get(piece.kind);
    kinds.set(piece.kind, { piece, count: (held?.count ?? 0) + 1 });
  }
  const side = playerNames[seat];
  function release(event: PointerEvent<HTMLButtonElement>, kind: string) {
    const square = squareAt(event.clientX, event.clientY);
    if (square) onDropOn(kind, square);
  }
  return (
    <section className="hand" aria-label={`${side}'s hand`}>
      <h3>{side}'s hand</h3>
      {kinds.size === 0 ? <p className="meta">empty</p> : null}
      <ul>
        {[...kinds.values()].map(({ piece, count }) => (
          <li key={piece.kind}>
            <button
              type="button"
              className="hand-piece"
              disabled={!active}
              aria-pressed={picked === piece.kind}
              aria-label={`${pieceName(piece, playerNames)} in hand${count > 1 ? `, ${count}` : ''}`}
              // A pointer picks the piece on press (so it can be dragged); a click with no pointer behind
              // it (detail 0: keyboard or assistive technology) picks it too.
              onClick={(event) => {
                if (event.detail === 0) onPick(piece.kind);
              }}
              onPointerDown={(event) => {
                if (!active) return;
                onPick(piece.kind);
                event.currentTarget.setPointerCapture?.(event.pointerId);
              }}
              onPointerUp={(event) => { release(event, piece.kind); }}
            >
              <svg viewBox="-50 -50 100 100" aria-hidden="true">
                <PieceGlyph piece={piece} hues={hues} />
              </svg>
              {count > 1 ? <span className="count">×{count}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
