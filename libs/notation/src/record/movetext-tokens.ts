import { fail, ok, type Result } from '@tabula/engine-core';

/**
 * Splits movetext into tokens at any white space, leaving out what PGN readers skip: `{comments}`
 * (which do not nest), `;` comments to the end of the line, and numeric annotation glyphs (`$1`).
 * An unclosed `{` is refused, since everything after it would silently vanish.
 */
export function movetextTokens(movetext: string): Result<readonly string[]> {
  const tokens: string[] = [];
  let token = '';
  const flush = () => {
    if (token !== '' && !/^\$[0-9]+$/.test(token)) tokens.push(token);
    token = '';
  };
  for (let i = 0; i < movetext.length; i++) {
    const char = movetext[i] as string;
    if (char === '{') {
      const close = movetext.indexOf('}', i + 1);
      if (close < 0) return fail('parse', `a comment opened with '{' is never closed (movetext character ${i + 1})`, undefined, `movetext character ${i + 1}`);
      flush();
      i = close;
    } else if (char === ';') {
      const end = movetext.indexOf('\n', i + 1);
      flush();
      i = end < 0 ? movetext.length : end;
    } else if (/\s/.test(char)) flush();
    else token += char;
  }
  flush();
  return ok(tokens);
}
