import { useEffect, useState } from 'react';
import { playLowTimeSound } from '../sound/table-sounds.js';

/** What the warning has seen: whether the clock was low at the last reading, and how often it crossed into low time. */
interface Seen {
  readonly low: boolean;
  readonly crossings: number;
}

/**
 * The words announced when a side's time crosses into its last seconds, once per crossing (a Fischer
 * increment may lift it out again, and the next crossing is announced again), and, for the player's own
 * clock, a short sound (unless sound is off). A clock already low when the page opens is shown as low
 * but not announced: nothing crossed while the player watched.
 */
export function useLowTimeWarning(low: boolean, name: string, own: boolean, lowSeconds: number): string {
  const [seen, setSeen] = useState<Seen>({ low, crossings: 0 });
  // Read while drawing, so the announcement comes with the reading that crossed, not a draw later.
  if (seen.low !== low) setSeen({ low, crossings: seen.crossings + (low ? 1 : 0) });
  const { crossings } = seen;
  useEffect(() => {
    if (crossings > 0 && own) playLowTimeSound();
  }, [crossings, own]);
  if (!low || crossings === 0) return '';
  return own ? `${name}, your time is running out: ${lowSeconds} seconds left.` : `${name} has ${lowSeconds} seconds left.`;
}
