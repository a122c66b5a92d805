/**
 * How each terrain the games' pictures name is drawn: the character an empty square shows (the same
 * in plain text and in colour) and its background. The table is keyed by terrain name, not by game:
 * a new game with a `water` square gets the river's look for free, and a terrain nobody has drawn
 * yet still shows, as its initial on grey, and is named in the legend.
 */
export interface TerrainLook {
  /** One column: what an empty square of this terrain shows. */
  readonly char: string;
  /** Background colour; land alternates with `alternateBackground` like a chequered board. */
  readonly background: number;
  readonly alternateBackground?: number;
  /** Colour of `char` when the terrain has no owner. */
  readonly foreground: number;
  /** Whether the legend names it (plain land and unused squares explain themselves). */
  readonly inLegend: boolean;
}

const LOOKS: Readonly<Record<string, TerrainLook>> = {
  land: { char: '.', background: 230, alternateBackground: 223, foreground: 137, inLegend: false },
  water: { char: '~', background: 117, foreground: 25, inLegend: true },
  lake: { char: '~', background: 74, foreground: 17, inLegend: true },
  trap: { char: '#', background: 180, foreground: 94, inLegend: true },
  den: { char: '@', background: 215, foreground: 94, inLegend: true },
  // Checkers' light squares, where no piece ever stands: a blank, darker square.
  unused: { char: ' ', background: 137, foreground: 137, inLegend: false },
};

/** The look of a terrain; unknown terrains show their initial on a grey square. */
export function terrainLook(terrain: string): TerrainLook {
  return LOOKS[terrain] ?? { char: terrain.charAt(0) || '?', background: 250, foreground: 236, inLegend: true };
}
