import type { BoardPicture } from '@tabula/engine-core';
import { placeableKinds, type MoveOption } from '@tabula/play';
import type { MoveInput } from './use-move-input.js';

interface PlacementTrayProps {
  /** The board as it stands: a game with hands (animal chess) has its hand trays instead. */
  readonly picture: BoardPicture | null;
  /** The viewer's legal moves now (empty when they may not move). */
  readonly options: readonly MoveOption[];
  readonly input: MoveInput;
}

/**
 * The kinds of piece a game without hands may put on the board now, when there are two or more: pick
 * a kind (click, tap, or Enter), then a square. With one kind there is nothing to choose — a click on
 * the square places it — so no tray is shown.
 */
export function PlacementTray({ picture, options, input }: PlacementTrayProps) {
  if (!picture || picture.hands) return null;
  const kinds = placeableKinds(options);
  if (kinds.length < 2) return null;
  const picked = input.pick?.from === null ? (input.pick.drop ?? null) : null;
  return (
    <section className="hand placement-tray" aria-label="Pieces to place">
      <h3>Place</h3>
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className="placement-kind"
              aria-pressed={picked === kind}
              aria-label={`place a ${kind}`}
              onClick={() => { input.pickFromHand(kind); }}
            >
              {kind}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
