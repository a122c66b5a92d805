import { SIDE_HUES, type SideHue } from '@tabula/games';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_BACKGROUND, HUE_COLOURS, sideColours } from './board-palette.js';
import { terrainLook } from './terrain-look.js';

// Every colour a game may give a side must read on the terminal's own light board, and the two seats
// of any game must be drawn apart.

/** The RGB of a 256-colour palette index, as xterm defines the cube and the grey ramp. */
function rgbOf(index: number): [number, number, number] {
  if (index >= 232) {
    const grey = 8 + 10 * (index - 232);
    return [grey, grey, grey];
  }
  if (index < 16) throw new Error(`palette ${index} is one of the 16 system colours, which each theme redefines`);
  const level = (step: number) => (step === 0 ? 0 : 55 + 40 * step);
  const cube = index - 16;
  return [level(Math.floor(cube / 36)), level(Math.floor(cube / 6) % 6), level(cube % 6)];
}

/** WCAG contrast ratio of two palette colours (1 to 21). */
function contrast(a: number, b: number): number {
  const luminance = (index: number) => {
    const [r, g, b2] = rgbOf(index).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const land = terrainLook('land');
/** Where pieces stand: both shades of land and every highlight. */
const BACKGROUNDS = [land.background, land.alternateBackground as number, ...Object.values(HIGHLIGHT_BACKGROUND)];

describe('side colours on the terminal board', () => {
  it.each(SIDE_HUES)('draws %s in an ink that reads bold on every square a piece stands on (3:1 or more)', (hue) => {
    const { piece } = HUE_COLOURS[hue];
    for (const background of BACKGROUNDS) expect(contrast(piece, background), `${hue} on ${background}`).toBeGreaterThanOrEqual(3);
  });

  it('keeps the inks Jungle and Stratego have always had: red 160, blue 20', () => {
    expect(sideColours(['blue', 'red']).map((colour) => colour.piece)).toEqual([20, 160]);
    expect(sideColours(['red', 'blue']).map((colour) => colour.piece)).toEqual([160, 20]);
  });

  it('draws the two seats of every pair of hues in different inks, falling back to red and blue', () => {
    for (const first of SIDE_HUES) {
      for (const second of SIDE_HUES) {
        const [a, b] = sideColours([first, second]);
        expect(a.piece, `${first} against ${second}`).not.toBe(b.piece);
        const own = HUE_COLOURS[first].piece !== HUE_COLOURS[second].piece;
        const expected: readonly [SideHue, SideHue] = own ? [first, second] : ['red', 'blue'];
        expect([a, b]).toEqual([HUE_COLOURS[expected[0]], HUE_COLOURS[expected[1]]]);
      }
    }
    expect(sideColours(['white', 'black']).map((colour) => colour.piece)).toEqual([160, 20]);
  });
});
