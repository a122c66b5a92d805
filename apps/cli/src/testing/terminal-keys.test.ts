import { describe, expect, it } from 'vitest';
import { keySequence, type TerminalKey } from './terminal-keys.js';

describe('keySequence', () => {
  it('sends cursor keys as the program asked: CSI normally, SS3 in application cursor mode', () => {
    expect(keySequence('Up', false)).toBe('\x1b[A');
    expect(keySequence('Up', true)).toBe('\x1bOA');
    expect(keySequence('End', false)).toBe('\x1b[F');
  });

  it('sends Enter as a carriage return and the control keys as their bytes', () => {
    expect(['Enter', 'Esc', 'Ctrl-C', 'Ctrl-D', 'Backspace'].map((key) => keySequence(key as TerminalKey, false))).toEqual(['\r', '\x1b', '\x03', '\x04', '\x7f']);
  });

  it('names the keys it knows when given another', () => {
    expect(() => keySequence('F13' as TerminalKey, false)).toThrow("no such key 'F13'; keys: Up, Down, Right, Left, Home, End, Enter, Esc, Tab, Backspace, Ctrl-C, Ctrl-D");
  });
});
