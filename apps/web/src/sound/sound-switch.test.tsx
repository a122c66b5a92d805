// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playExplosionSound } from './explosion-sound.js';
import { loadSoundOn } from './sound-setting.js';
import { SoundSwitch } from './sound-switch.js';
import { playCaptureSound, playLowTimeSound, playMoveSound } from './table-sounds.js';

/** What the page asked of Web Audio: every sound starts at least one source. */
const started = { count: 0 };

/** Enough of an AudioContext to make every sound, counting the sources started. */
class CountingAudioContext {
  readonly currentTime = 0;
  readonly sampleRate = 8000;
  readonly destination = {};
  readonly state = 'running';
  createOscillator() {
    return { type: 'sine', frequency: param(), connect: (next: unknown) => next, start: () => { started.count++; }, stop: () => undefined };
  }
  createGain() {
    return { gain: param(), connect: (next: unknown) => next };
  }
  createBuffer(_channels: number, length: number) {
    return { getChannelData: () => new Float32Array(length) };
  }
  createBufferSource() {
    return { buffer: null, connect: (next: unknown) => next, start: () => { started.count++; } };
  }
  createBiquadFilter() {
    return { type: 'lowpass', frequency: { value: 0 }, connect: (next: unknown) => next };
  }
}

function param() {
  return { value: 0, setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
}

function playEverySound() {
  playMoveSound();
  playCaptureSound();
  playExplosionSound();
  playLowTimeSound();
}

beforeEach(() => {
  localStorage.clear();
  started.count = 0;
  vi.stubGlobal('AudioContext', CountingAudioContext);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one Sound switch for every sound', () => {
  it('sound is on at first, and every sound plays', () => {
    expect(loadSoundOn()).toBe(true);
    playEverySound();
    expect(started.count).toBeGreaterThanOrEqual(4);
  });

  it('switched off on the page, it mutes moves, captures, explosions and low time alike, and stays off', () => {
    render(<SoundSwitch />);
    const sound = screen.getByRole('checkbox', { name: 'Sound' }) as HTMLInputElement;
    expect(sound.checked).toBe(true);
    fireEvent.click(sound);
    expect(sound.checked).toBe(false);
    playEverySound();
    expect(started.count).toBe(0);
    cleanup();
    render(<SoundSwitch />);
    expect((screen.getByRole('checkbox', { name: 'Sound' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sound' }));
    playEverySound();
    expect(started.count).toBeGreaterThanOrEqual(4);
  });

  it('a player who muted the explosions before keeps every sound muted, until they switch it on', () => {
    localStorage.setItem('tabula.muted', 'true');
    expect(loadSoundOn()).toBe(false);
    playEverySound();
    expect(started.count).toBe(0);
    render(<SoundSwitch />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sound' }));
    expect(loadSoundOn()).toBe(true);
  });

  it('does nothing where the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => { playEverySound(); }).not.toThrow();
  });
});
