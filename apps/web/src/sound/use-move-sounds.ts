import { useEffect, useRef } from 'react';
import type { Snapshot } from '@tabula/play';
import { takesPieces } from '../table/move-facts.js';
import { playCaptureSound, playMoveSound } from './table-sounds.js';

/**
 * Sounds each move as it arrives on the page — a capture (from the move's facts, in any game) or a
 * plain move — and never the moves already made when the page opened, nor a takeback, nor stepping
 * through the record (which changes what is drawn, not the game).
 */
export function useMoveSounds(snapshot: Snapshot): void {
  const plies = snapshot.moves.length;
  const facts = snapshot.lastMove?.facts;
  // The moves the page has already heard (or found made when it opened).
  const heard = useRef(plies);
  useEffect(() => {
    if (plies > heard.current && facts) {
      if (takesPieces(facts)) playCaptureSound();
      else playMoveSound();
    }
    heard.current = plies;
  }, [plies, facts]);
}
