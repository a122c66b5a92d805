const SOUND_KEY = 'tabula.sound';
/** Where the explosion sound's mute switch was kept before one switch covered every sound. */
const OLD_MUTE_KEY = 'tabula.muted';

/**
 * Whether the page may make sounds (moves, captures, explosions, low time): one switch for all of them,
 * kept in the browser. A player who muted explosions before there was one switch stays muted.
 */
export function loadSoundOn(): boolean {
  const store = globalThis.localStorage;
  const saved = store?.getItem(SOUND_KEY);
  if (saved === 'on' || saved === 'off') return saved === 'on';
  return store?.getItem(OLD_MUTE_KEY) !== 'true';
}

export function saveSoundOn(on: boolean): void {
  globalThis.localStorage?.setItem(SOUND_KEY, on ? 'on' : 'off');
}
