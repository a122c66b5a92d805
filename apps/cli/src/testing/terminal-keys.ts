/** Keys a test can press, by the names people give them. */
export type TerminalKey = 'Enter' | 'Up' | 'Down' | 'Left' | 'Right' | 'Home' | 'End' | 'Esc' | 'Tab' | 'Backspace' | 'Ctrl-C' | 'Ctrl-D';

const CURSOR_KEYS: Readonly<Record<string, string>> = { Up: 'A', Down: 'B', Right: 'C', Left: 'D', Home: 'H', End: 'F' };

const PLAIN_KEYS: Readonly<Record<string, string>> = {
  Enter: '\r',
  Esc: '\x1b',
  Tab: '\t',
  Backspace: '\x7f',
  'Ctrl-C': '\x03',
  'Ctrl-D': '\x04',
};

/**
 * The bytes a terminal sends for a key. Cursor keys depend on the mode the program set: `ESC [ A`
 * normally, `ESC O A` once it asked for application cursor keys (as readline and full-screen
 * programs do), exactly as xterm sends them.
 */
export function keySequence(key: TerminalKey, applicationCursorKeys: boolean): string {
  const cursor = CURSOR_KEYS[key];
  if (cursor !== undefined) return `\x1b${applicationCursorKeys ? 'O' : '['}${cursor}`;
  const plain = PLAIN_KEYS[key];
  if (plain === undefined) throw new Error(`no such key '${key}'; keys: ${[...Object.keys(CURSOR_KEYS), ...Object.keys(PLAIN_KEYS)].join(', ')}`);
  return plain;
}
