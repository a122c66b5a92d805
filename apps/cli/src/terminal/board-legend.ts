import type { CellInfo } from '@tabula/engine-core';
import { paint } from './ansi.js';
import { terrainLook } from './terrain-look.js';

/**
 * The legend line under a board: each special terrain the picture has, drawn as on the board
 * (` ~  water   #  trap   @  den`), or nothing for a board of plain squares.
 */
export function legendLine(cells: readonly CellInfo[], color: boolean): string | null {
  const terrains = [...new Set(cells.map((cell) => cell.terrain))].filter((terrain) => terrainLook(terrain).inLegend);
  if (terrains.length === 0) return null;
  return terrains
    .map((terrain) => {
      const look = terrainLook(terrain);
      const swatch = ` ${look.char} `;
      return `${color ? paint(swatch, { fg: look.foreground, bg: look.background, bold: true }) : swatch} ${terrain}`;
    })
    .join('  ');
}
