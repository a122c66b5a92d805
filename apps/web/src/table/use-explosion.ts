import { useEffect, useMemo, useState } from 'react';
import type { Snapshot } from '@tabula/play';
import { playExplosionSound } from '../sound/explosion-sound.js';
import { explodedSquares } from './move-facts.js';

/** How long the explosion animation runs, in milliseconds (the CSS animation matches). */
const EXPLOSION_MS = 900;

/**
 * Explosions (a bomb, CK-5) in whatever game, read from the moves' facts, never from which game it is:
 * the last move's blast is animated (and sounded, unless sound is off) once when it arrives. Returns the
 * squares to animate now (empty when nothing is exploding).
 */
export function useExplosion(snapshot: Snapshot): readonly string[] {
  const blownKey = explodedSquares(snapshot.lastMove?.facts ?? []).join(' ');
  const plies = snapshot.moves.length;
  // The number of moves at which there was last nothing to animate: the blast of the move that arrives after it shows.
  const [quietAt, setQuietAt] = useState(plies);
  const exploding = useMemo(() => (blownKey !== '' && plies !== quietAt ? blownKey.split(' ') : []), [blownKey, plies, quietAt]);
  useEffect(() => {
    if (exploding.length === 0) return;
    playExplosionSound();
    const timer = setTimeout(() => { setQuietAt(plies); }, EXPLOSION_MS);
    return () => { clearTimeout(timer); };
  }, [exploding, plies]);
  return exploding;
}
