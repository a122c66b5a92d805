import type { BoardPicture } from './board-picture.js';
import type { Player } from './player.js';

/**
 * Whether `seat`'s army stands in the top half of the picture (the game's diagram order, top row
 * first). Read it from a picture of the start: later the armies may have crossed.
 */
export function homeAtTop(picture: BoardPicture, seat: Player): boolean {
  let rows = 0;
  let count = 0;
  picture.cells.forEach((cell, index) => {
    if (cell.piece?.owner !== seat) return;
    rows += Math.floor(index / picture.files);
    count += 1;
  });
  return count > 0 && rows / count < (picture.ranks - 1) / 2;
}

/**
 * Whether a front end draws the picture turned half a circle so that `viewer`'s own army is at the
 * bottom, nearest them: the one orientation rule every front end follows. `start` is a picture of
 * the start (any picture in which the viewer's army still stands at home).
 */
export function flippedFor(start: BoardPicture, viewer: Player): boolean {
  return homeAtTop(start, viewer);
}
