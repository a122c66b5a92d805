import { audioOutput } from './audio-output.js';

/**
 * A short low rumble, made on the spot from filtered noise so that no sound file has to load. Silent
 * when sound is off or the browser has no Web Audio.
 */
export function playExplosionSound(): void {
  const audio = audioOutput();
  if (!audio) return;
  const length = Math.floor(audio.sampleRate * 0.6);
  const buffer = audio.createBuffer(1, length, audio.sampleRate);
  const data = buffer.getChannelData(0);
  // Noise that fades out; a pseudo-random sequence from a fixed start is plenty for a rumble.
  let seed = 0x2545f491;
  for (let i = 0; i < length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    data[i] = ((seed >>> 0) / 0xffffffff - 0.5) * 2 * (1 - i / length) ** 2;
  }
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const filter = audio.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 600;
  source.connect(filter).connect(audio.destination);
  source.start();
}
