import stringWidth from 'string-width';

/**
 * Terminal columns, measured by `string-width` (Unicode's East Asian Width and emoji data, kept up to
 * date by its maintainers) rather than a table of our own: East Asian wide and full-width characters
 * (Jungle's 象) and emoji (animal chess's 🦁) take two columns, combining marks, variation selectors
 * and joiners none, an emoji sequence (👍🏽) is one glyph, and ANSI escape codes take no room. Ambiguous
 * characters (■) count as one column, as terminals outside CJK locales draw them. Board cells are padded
 * by this, so a row of wide glyphs lines up with a row of letters.
 */
export function displayWidth(text: string): number {
  return stringWidth(text, { ambiguousIsNarrow: true, countAnsiEscapeCodes: false });
}

/** The columns one code point takes on its own: 0, 1 or 2 (for terminal emulators in tests). */
export function codePointWidth(codePoint: number): 0 | 1 | 2 {
  const width = displayWidth(String.fromCodePoint(codePoint));
  return width <= 0 ? 0 : width >= 2 ? 2 : 1;
}
