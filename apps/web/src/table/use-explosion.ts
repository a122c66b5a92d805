import { useEffect, useMemo, useState } from 'react';
import type { Replay, Snapshot } from '@tabula/play';
import { loadMuted, playExplosionSound } from '../game/explosion-sound.js';
import { explodedSquares } from './move-facts.js';

/** How long the explosion animation runs, in milliseconds (the CSS animation matches). */
const EXPLOSION_MS = 900;

/** What a page draws and offers of explosions: the squares going up now, and whether the game has had any. */
export interface Explosions {
  /** The squares to animate now (empty when nothing is exploding). */
  readonly exploding: readonly string[];
  /** Whether any move of the game exploded, so that a sound switch is worth offering. */
  readonly explosive: boolean;
}

/**
 * Explosions (a bomb, CK-5) in whatever game, read from the moves' facts, never from which game it is:
 * the last move's blast is animated (and sounded, unless muted) once when it arrives, and the game's
 * record says whether anything has exploded so far.
 */
export function useExplosion(snapshot: Snapshot, replay: Replay | null): Explosions {
  const blownKey = explodedSquares(snapshot.lastMove?.facts ?? []).join(' ');
  const plies = snapshot.moves.length;
  // The number of moves at which there was last nothing to animate: the blast of the move that arrives after it shows.
  const [quietAt, setQuietAt] = useState(plies);
  const exploding = useMemo(() => (blownKey !== '' && plies !== quietAt ? blownKey.split(' ') : []), [blownKey, plies, quietAt]);
  useEffect(() => {
    if (exploding.length === 0) return;
    if (!loadMuted()) playExplosionSound();
    const timer = setTimeout(() => { setQuietAt(plies); }, EXPLOSION_MS);
    return () => { clearTimeout(timer); };
  }, [exploding, plies]);
  const recorded = useMemo(() => {
    if (!replay) return false;
    for (let ply = 1; ply <= replay.moves.length; ply++) if (explodedSquares(replay.frame(ply).lastMove?.facts ?? []).length > 0) return true;
    return false;
  }, [replay]);
  return { exploding, explosive: recorded || blownKey !== '' };
}
