/**
 * The colours of the board: it brings its own light background, so the two sides' colours are
 * chosen against that and read the same on dark and light terminal themes. All are 256-colour
 * palette indices (see ansi.ts).
 */

/** A side's colours: its pieces' (and owned terrain's) foreground, and a pale tint of it. */
export interface SideColour {
  readonly piece: number;
  /** Background of a square holding a piece drawn in its own colours (an emoji), which no foreground colour reaches. */
  readonly tint: number;
}

/** Deep red and deep blue: both dark enough for the light squares, the water and the highlights. */
const RED: SideColour = { piece: 160, tint: 217 };
const BLUE: SideColour = { piece: 20, tint: 153 };

/** Side names that say a colour (`Red`, `Blue`, checkers' `Fire` and `Water`) get that colour. */
const NAMED_COLOURS: readonly (readonly [RegExp, SideColour])[] = [
  [/\b(red|fire)\b/i, RED],
  [/\b(blue|water)\b/i, BLUE],
];

/**
 * Each seat's colours: the colour its name says when it says one (Jungle's Blue is seat 0,
 * Stratego's Red is), otherwise red for seat 0 and blue for seat 1.
 */
export function sideColours(playerNames: readonly [string, string]): readonly [SideColour, SideColour] {
  const [first, second] = playerNames.map((name) => NAMED_COLOURS.find(([pattern]) => pattern.test(name))?.[1]);
  const other = (colour: SideColour) => (colour === RED ? BLUE : RED);
  if (first !== undefined && second !== undefined && first !== second) return [first, second];
  if (first !== undefined) return [first, other(first)];
  if (second !== undefined) return [other(second), second];
  return [RED, BLUE];
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
