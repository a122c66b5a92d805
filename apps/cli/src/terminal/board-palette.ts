import type { Player } from '@tabula/engine-core';

/**
 * The colours of the board: it brings its own light background, so the two sides' colours are
 * chosen against that and read the same on dark and light terminal themes. All are 256-colour
 * palette indices (see ansi.ts).
 */

/** Deep red and deep blue: both dark enough for the light squares, the water and the highlights. */
const RED = 160;
const BLUE = 20;

/** Side names that say a colour (`Red`, `Blue`, checkers' `Fire` and `Water`) get that colour. */
const NAMED_COLOURS: readonly (readonly [RegExp, number])[] = [
  [/\b(red|fire)\b/i, RED],
  [/\b(blue|water)\b/i, BLUE],
];

/**
 * Each seat's piece colour: the colour its name says when it says one (Jungle's Blue is seat 0,
 * Stratego's Red is), otherwise red for seat 0 and blue for seat 1.
 */
export function sideColours(playerNames: readonly [string, string]): readonly [number, number] {
  const named = playerNames.map((name) => NAMED_COLOURS.find(([pattern]) => pattern.test(name))?.[1]);
  const [first, second] = named;
  if (first !== undefined && second !== undefined && first !== second) return [first, second];
  if (first !== undefined) return [first, first === RED ? BLUE : RED];
  if (second !== undefined) return [second === RED ? BLUE : RED, second];
  return [RED, BLUE];
}

/** The colour of one seat's pieces and owned terrain. */
export function sideColour(playerNames: readonly [string, string], seat: Player): number {
  return sideColours(playerNames)[seat];
}

/** Backgrounds of the two kinds of highlighted square. */
export const HIGHLIGHT_BACKGROUND = {
  /** The last move's start and landing squares: pale yellow. */
  lastMove: 229,
  /** Marked squares (where a chosen piece may go): pale green. */
  mark: 157,
} as const;

/** Foreground of the coordinates: a mid grey that reads on dark and light themes alike. */
export const COORDINATE_COLOUR = 244;
