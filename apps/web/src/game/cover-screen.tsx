import { useEffect, useRef } from 'react';

interface CoverScreenProps {
  /** The side whose turn it is now (`Blue`). */
  readonly next: string;
  /** The side that just played and must look away. */
  readonly previous: string;
  readonly onReveal: () => void;
}

/**
 * Hot-seat play of a hidden-information game (ST-9): between turns the board is hidden, so the
 * player handing over the device never sees the other's ranks, nor the other theirs.
 *
 * The button reveals the board only for a press that began on it. On a touch screen the tap that ends a
 * move is followed by a click the browser makes up at the same spot after the finger lifts; by then the
 * cover is up, and when its button lies under the finger that click would press it, showing the player
 * who just moved the other army. A press that began on the board is not this button's.
 */
export function CoverScreen({ next, previous, onReveal }: CoverScreenProps) {
  const button = useRef<HTMLButtonElement>(null);
  const pressBegan = useRef(false);
  useEffect(() => {
    button.current?.focus();
  }, []);
  return (
    <section className="cover" aria-labelledby="cover-heading">
      <h2 id="cover-heading">Pass the device to {next}</h2>
      <p>
        {previous}, look away. {next}, press the button when only you can see the screen.
      </p>
      <button
        ref={button}
        type="button"
        className="primary"
        onPointerDown={() => {
          pressBegan.current = true;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') pressBegan.current = true;
        }}
        onClick={(event) => {
          // detail 0: a click with no pointer or key behind it (assistive technology), deliberate by nature.
          if (pressBegan.current || event.detail === 0) onReveal();
        }}
      >
        I am {next}: show my board
      </button>
    </section>
  );
}
