/** Fill and ink of a side's pieces. */
export interface SideColours {
  readonly fill: string;
  readonly ink: string;
  readonly edge: string;
}

// Colours by the side's own name, so each game's pieces look like what its players are called
// (fire is orange-red, water blue); names not listed fall back to a light and a dark side by seat.
const NAMED: Readonly<Record<string, SideColours>> = {
  white: { fill: '#fbfaf5', ink: '#1d2125', edge: '#3b3b3b' },
  black: { fill: '#2b2b2b', ink: '#fbfaf5', edge: '#111' },
  red: { fill: '#c92a2a', ink: '#fff', edge: '#7a1212' },
  blue: { fill: '#1864ab', ink: '#fff', edge: '#0b3a66' },
  fire: { fill: '#e8590c', ink: '#fff', edge: '#8a2f00' },
  water: { fill: '#1c7ed6', ink: '#fff', edge: '#0b4a85' },
  north: { fill: '#f3d9a4', ink: '#3d2a00', edge: '#8a6a1f' },
  south: { fill: '#b2e0d4', ink: '#06372b', edge: '#2c7a66' },
};

const BY_SEAT: readonly [SideColours, SideColours] = [NAMED.white as SideColours, NAMED.black as SideColours];

export function sideColours(playerNames: readonly [string, string], seat: 0 | 1): SideColours {
  return NAMED[playerNames[seat].toLowerCase()] ?? BY_SEAT[seat];
}
