import { describe, expect, it } from 'vitest';
import type { BoardPicture, CellInfo } from './board-picture.js';
import { flippedFor, homeAtTop } from './board-orientation.js';
import type { Player } from './player.js';

/** A 2×4 picture from rows of owners (top row first): `0`, `1` or `.` for an empty square. */
function pictureOf(rows: readonly string[]): BoardPicture {
  const cells: CellInfo[] = rows.flatMap((row, r) =>
    [...row].map((mark, f) => ({
      square: `${String.fromCharCode(97 + f)}${rows.length - r}`,
      terrain: 'land',
      piece: mark === '.' ? null : { owner: Number(mark) as Player, kind: 'pawn', name: 'pawn', letter: 'P', symbol: 'P' },
    })),
  );
  return { files: (rows[0] as string).length, ranks: rows.length, cells };
}

describe('board orientation', () => {
  it('says which seat starts in the top half of the diagram', () => {
    const picture = pictureOf(['11', '..', '..', '00']);
    expect(homeAtTop(picture, 1)).toBe(true);
    expect(homeAtTop(picture, 0)).toBe(false);
  });

  it('flips the picture exactly when the viewer starts at the top, so their army is drawn at the bottom', () => {
    const picture = pictureOf(['00', '0.', '..', '11']);
    expect(flippedFor(picture, 0)).toBe(true);
    expect(flippedFor(picture, 1)).toBe(false);
  });

  it('keeps a picture without the viewer’s pieces the way the diagram has it', () => {
    expect(flippedFor(pictureOf(['..', '..', '..', '11']), 0)).toBe(false);
  });
});
