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
 */
export function CoverScreen({ next, previous, onReveal }: CoverScreenProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <section className="cover" aria-labelledby="cover-heading">
      <h2 id="cover-heading">Pass the device to {next}</h2>
      <p>
        {previous}, look away. {next}, press the button when only you can see the screen.
      </p>
      <button ref={button} type="button" className="primary" onClick={onReveal}>
        I am {next}: show my board
      </button>
    </section>
  );
}
