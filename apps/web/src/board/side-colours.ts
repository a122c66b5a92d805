import type { SideHue } from '@tabula/games';

/** Fill, ink and edge of a side's pieces. */
export interface SideColours {
  readonly fill: string;
  readonly ink: string;
  readonly edge: string;
}

// Every hue a game may give its sides (SIDE_HUES), drawn for the web. A Record over the closed list,
// so a hue added to the games library does not typecheck here until it is given its colours.
const BY_HUE: Readonly<Record<SideHue, SideColours>> = {
  white: { fill: '#fbfaf5', ink: '#1d2125', edge: '#3b3b3b' },
  black: { fill: '#2b2b2b', ink: '#fbfaf5', edge: '#111' },
  red: { fill: '#c92a2a', ink: '#fff', edge: '#7a1212' },
  blue: { fill: '#1864ab', ink: '#fff', edge: '#0b3a66' },
  orange: { fill: '#e8590c', ink: '#fff', edge: '#8a2f00' },
  azure: { fill: '#1c7ed6', ink: '#fff', edge: '#0b4a85' },
  sand: { fill: '#f3d9a4', ink: '#3d2a00', edge: '#8a6a1f' },
  mint: { fill: '#b2e0d4', ink: '#06372b', edge: '#2c7a66' },
  green: { fill: '#2f9e44', ink: '#fff', edge: '#14532d' },
  purple: { fill: '#7048e8', ink: '#fff', edge: '#3b1f99' },
};

/** The colours of `seat`'s pieces, from the hues the game's entry gives its sides (`sideHues(entry)`). */
export function sideColours(hues: readonly [SideHue, SideHue], seat: 0 | 1): SideColours {
  return BY_HUE[hues[seat]];
}
