import { loadSoundOn } from './sound-setting.js';

let context: AudioContext | null = null;

/**
 * The page's one audio context, made on first use, or null when sound is switched off or the browser
 * has no Web Audio: every sound asks here, so the one switch mutes them all.
 */
export function audioOutput(): AudioContext | null {
  if (!loadSoundOn()) return null;
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  context ??= new Context();
  // A context made before the player touched the page starts suspended (browsers' autoplay rule); once
  // they have, it may run, so a move arriving from the opponent is heard too.
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  return context;
}
