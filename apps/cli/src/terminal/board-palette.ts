/**
 * The colours of the board: it brings its own light background, so the two sides' colours are
 * chosen against that and read the same on dark and light terminal themes. All are 256-colour
 * palette indices (see ansi.ts).
 */

import type { SideHue } from '@tabula/games';

/** A side's colours: its pieces' (and owned terrain's) foreground, and a pale tint of it. */
export interface SideColour {
  readonly piece: number;
  /** Background of a square holding a piece drawn in its own colours (an emoji), which no foreground colour reaches. */
  readonly tint: number;
}

/**
 * Every colour a game may give a side (`sideHues` of its registry entry), as the terminal draws it: an
 * ink for the letters, dark enough to read bold on the light squares and the highlights (contrast 3:1
 * or better, what bold text needs), and a pale tint of the same hue. Red and blue keep the inks the
 * board has always had, so Jungle and Stratego look as before. A hue that cannot be written on a light
 * board in its own colour gets the deep ink of its family: sand an umber, mint a deep sea green, orange
 * a burnt orange (the bright one fades on the tan squares). White takes black's ink, as a printed
 * diagram draws white pieces in black ink: the letters' case already tells the sides apart, and a pair
 * of seats whose inks agree (white against black) is drawn red and blue instead — see `sideColours`.
 */
export const HUE_COLOURS: Readonly<Record<SideHue, SideColour>> = {
  white: { piece: 16, tint: 255 },
  black: { piece: 16, tint: 250 },
  red: { piece: 160, tint: 217 },
  blue: { piece: 20, tint: 153 },
  orange: { piece: 130, tint: 216 },
  azure: { piece: 25, tint: 152 },
  sand: { piece: 94, tint: 187 },
  mint: { piece: 29, tint: 115 },
  green: { piece: 22, tint: 151 },
  purple: { piece: 91, tint: 183 },
};

/**
 * The pair two seats of one ink are drawn in: the registry's own default (DEFAULT_SIDE_HUES), written
 * out so that this folder imports no value from another package (its modules also run transpiled, alone).
 */
const FALLBACK_HUES: readonly [SideHue, SideHue] = ['red', 'blue'];

/**
 * Each seat's colours, from the game's side hues (`sideHues(entry)`, seat 0 first). Two seats drawn in
 * one ink could be told apart by nothing but the letters' case, so such a pair is drawn in the default
 * pair (red and blue) instead.
 */
export function sideColours(hues: readonly [SideHue, SideHue]): readonly [SideColour, SideColour] {
  const [first, second] = [HUE_COLOURS[hues[0]], HUE_COLOURS[hues[1]]];
  if (first.piece !== second.piece) return [first, second];
  return [HUE_COLOURS[FALLBACK_HUES[0]], HUE_COLOURS[FALLBACK_HUES[1]]];
}

/** Backgrounds of the two kinds of highlighted square. */
export const HIGHLIGHT_BACKGROUND = {
  /** The last move's start and landing squares: pale yellow. */
  lastMove: 229,
  /** Marked squares (where a chosen piece may go): pale green. */
  mark: 157,
  /** The selected piece (a square typed alone at the prompt): pale cyan. */
  selected: 159,
} as const;

/** Foreground of the coordinates: a mid grey that reads on dark and light themes alike. */
export const COORDINATE_COLOUR = 244;
