import { audioOutput } from './audio-output.js';
import { playTone } from './tone.js';

// The sounds of a game besides the explosion, each a note or two: a piece set down is a short wooden
// knock, a capture a harder double knock, and low time two high beeps a player notices without looking.

/** A piece moved (or was placed) without taking anything. */
export function playMoveSound(): void {
  const audio = audioOutput();
  if (!audio) return;
  playTone(audio, { hz: 520, toHz: 260, seconds: 0.07, gain: 0.25, wave: 'triangle' });
}

/** A move took a piece (a capture, a battle, an explosion). */
export function playCaptureSound(): void {
  const audio = audioOutput();
  if (!audio) return;
  playTone(audio, { hz: 360, toHz: 150, seconds: 0.09, gain: 0.35, wave: 'square' });
  playTone(audio, { hz: 300, toHz: 120, seconds: 0.12, gain: 0.3, wave: 'triangle', delay: 0.07 });
}

/** The player's own clock has crossed into its last seconds. */
export function playLowTimeSound(): void {
  const audio = audioOutput();
  if (!audio) return;
  playTone(audio, { hz: 1320, seconds: 0.09, gain: 0.18, wave: 'sine' });
  playTone(audio, { hz: 1320, seconds: 0.09, gain: 0.18, wave: 'sine', delay: 0.16 });
}
