import { describe, expect, it } from 'vitest';
import { keyAction } from './arrow-menu.js';
import { decodeKeys } from './keys.js';

describe('decodeKeys', () => {
  it('reads arrows in both cursor modes, Enter, Ctrl-C and Ctrl-D', () => {
    expect(decodeKeys('\x1b[A\x1bOB\r\x03\x04').map((key) => key.name)).toEqual(['up', 'down', 'enter', 'interrupt', 'end-of-input']);
  });

  it('takes a lone ESC for the Escape key, and an unknown sequence as one key', () => {
    expect(decodeKeys('\x1b')).toEqual([{ name: 'escape', raw: '\x1b' }]);
    expect(decodeKeys('\x1b[5~x')).toEqual([
      { name: 'other', raw: '\x1b[5~' },
      { name: 'character', char: 'x', raw: 'x' },
    ]);
  });

  it('keeps every byte: the raw texts join back into the chunk', () => {
    const chunk = '2\r\nmoves c3\x1b[A';
    expect(decodeKeys(chunk).map((key) => key.raw).join('')).toBe(chunk);
  });
});

describe('keyAction', () => {
  const key = (chunk: string) => decodeKeys(chunk)[0] as NonNullable<ReturnType<typeof decodeKeys>[0]>;

  it('moves the pointer round the list', () => {
    expect(keyAction(key('\x1b[A'), 0, 5)).toEqual({ kind: 'move', to: 4 });
    expect(keyAction(key('\x1b[B'), 4, 5)).toEqual({ kind: 'move', to: 0 });
  });

  it('picks with Enter or a digit in range, and ignores digits past the end', () => {
    expect(keyAction(key('\r'), 2, 5)).toEqual({ kind: 'done', choice: 2 });
    expect(keyAction(key('3'), 0, 5)).toEqual({ kind: 'done', choice: 2 });
    expect(keyAction(key('6'), 0, 5)).toEqual({ kind: 'ignore' });
  });

  it('quits on q, Esc, Ctrl-C and Ctrl-D', () => {
    for (const chunk of ['q', '\x1b', '\x04']) expect(keyAction(key(chunk), 1, 5)).toEqual({ kind: 'done', choice: null });
    // Ctrl-C is not a quiet quit: the command exits 130 as after a shell's Ctrl-C.
    expect(keyAction(key('\x03'), 1, 5)).toEqual({ kind: 'interrupt' });
  });
});
