/** One synthesized note: its pitch, how long it sounds, how loud, and its timbre. */
export interface Tone {
  readonly hz: number;
  readonly seconds: number;
  readonly gain: number;
  readonly wave: OscillatorType;
  /** Where the pitch ends, for a note that falls or rises; the pitch stays put without it. */
  readonly toHz?: number;
  /** When the note starts, after the call (a second note of a pair). */
  readonly delay?: number;
}

/**
 * Plays `tone` on `audio`: a click-free note (a few ms of attack, then an exponential fade), made on
 * the spot so that no sound file has to load.
 */
export function playTone(audio: AudioContext, tone: Tone): void {
  const start = audio.currentTime + (tone.delay ?? 0);
  const end = start + tone.seconds;
  const oscillator = audio.createOscillator();
  oscillator.type = tone.wave;
  oscillator.frequency.setValueAtTime(tone.hz, start);
  if (tone.toHz !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.toHz, end);
  const envelope = audio.createGain();
  envelope.gain.setValueAtTime(0.0001, start);
  envelope.gain.exponentialRampToValueAtTime(tone.gain, start + 0.005);
  envelope.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(envelope).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end + 0.02);
}
