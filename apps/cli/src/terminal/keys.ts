/**
 * Key presses decoded from what a terminal in raw mode sends: arrows arrive as escape sequences
 * (`ESC [ A`, or `ESC O A` in application-cursor mode), Enter as a carriage return, Ctrl-C as byte 3.
 * A lone ESC is the Escape key: terminals send a whole sequence in one write, so an ESC that ends a
 * chunk starts nothing.
 */
export type Key =
  | { readonly name: 'up' | 'down' | 'home' | 'end' | 'enter' | 'escape' | 'interrupt' | 'end-of-input' | 'other'; readonly raw: string }
  | { readonly name: 'character'; readonly char: string; readonly raw: string };

const SEQUENCES: Readonly<Record<string, Key['name']>> = {
  '\x1b[A': 'up',
  '\x1bOA': 'up',
  '\x1b[B': 'down',
  '\x1bOB': 'down',
  '\x1b[H': 'home',
  '\x1bOH': 'home',
  '\x1b[1~': 'home',
  '\x1b[F': 'end',
  '\x1bOF': 'end',
  '\x1b[4~': 'end',
};

// A CSI sequence (parameters, intermediates, final byte) or an SS3 one (`ESC O` and one byte).
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCE = /^\x1b(?:\[[0-?]*[ -/]*[@-~]|O.)/;

/** Splits one chunk of raw terminal input into keys, each with the text it came from. */
export function decodeKeys(chunk: string): Key[] {
  const keys: Key[] = [];
  let rest = chunk;
  while (rest.length > 0) {
    const key = firstKey(rest);
    keys.push(key);
    rest = rest.slice(key.raw.length);
  }
  return keys;
}

function firstKey(text: string): Key {
  if (text.startsWith('\x1b')) {
    const sequence = ESCAPE_SEQUENCE.exec(text)?.[0];
    if (sequence !== undefined) return { name: SEQUENCES[sequence] ?? 'other', raw: sequence } as Key;
    return { name: 'escape', raw: '\x1b' };
  }
  if (text.startsWith('\r\n')) return { name: 'enter', raw: '\r\n' };
  const char = String.fromCodePoint(text.codePointAt(0) as number);
  switch (char) {
    case '\r':
    case '\n':
      return { name: 'enter', raw: char };
    case '\x03':
      return { name: 'interrupt', raw: char };
    case '\x04':
      return { name: 'end-of-input', raw: char };
    default:
      return { name: 'character', char, raw: char };
  }
}
