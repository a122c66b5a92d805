import { describe, expect, it } from 'vitest';
import { createRng, flippedFor, homeAtTop, type BoardPicture, type Player } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { registry } from './registry.js';

/** A game's start as `viewer` sees it (Stratego: two random armies). */
function startPicture(id: string, viewer: Player): BoardPicture {
  const entry = registry.get(id);
  if (!entry.ok) throw new Error(entry.error.message);
  const { game } = entry.value;
  const state = game.setup ? game.setup.start(game.setup.random(0, createRng(1)), game.setup.random(1, createRng(2))) : { ok: true as const, value: game.start(createRng(1)) };
  if (!state.ok) throw new Error(`${id} has no start`);
  return game.picture(game.view(state.value, viewer));
}

/** Mean diagram row of a seat's pieces once the picture is drawn for `viewer` (flipped or not). */
function meanDrawnRow(picture: BoardPicture, seat: Player, viewer: Player): number {
  const flipped = flippedFor(picture, viewer);
  const rows = picture.cells.flatMap((cell, index) => {
    if (cell.piece?.owner !== seat) return [];
    const row = Math.floor(index / picture.files);
    return [flipped ? picture.ranks - 1 - row : row];
  });
  return rows.reduce((sum, row) => sum + row, 0) / rows.length;
}

describe('board orientation of every game', () => {
  const ids = registry.list().map((entry) => entry.id);

  it('covers every registered game, the five of the seeds among them', () => {
    expect(ids).toEqual(expect.arrayContaining(['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess']));
  });

  // A placement game (the one `nx g @tabula/nx-plugin:game` makes) starts on an empty board: there is
  // no army to turn towards anyone, so each such game is held to the other half of the rule below.
  const withArmies = ids.filter((id) => armiesAtStart(startPicture(id, 0)));
  const emptyAtStart = ids.filter((id) => !withArmies.includes(id));

  it('finds armies at the start of each of the five seeds’ games', () => {
    expect(withArmies).toEqual(expect.arrayContaining(['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess']));
  });

  it.each(withArmies)('%s: the two seats start at opposite ends of the diagram', (id) => {
    const picture = startPicture(id, 0);
    expect(homeAtTop(picture, 0)).not.toBe(homeAtTop(picture, 1));
  });

  it.each(withArmies)('%s: each viewer’s own army is drawn at the bottom, the other at the top', (id) => {
    for (const viewer of [0, 1] as const) {
      const picture = startPicture(id, viewer);
      const other: Player = viewer === 0 ? 1 : 0;
      expect(meanDrawnRow(picture, viewer, viewer)).toBeGreaterThan((picture.ranks - 1) / 2);
      expect(meanDrawnRow(picture, other, viewer)).toBeLessThan((picture.ranks - 1) / 2);
    }
  });

  // Tic-tac-toe (engine-core's test game) keeps this half checked while every registered game has armies.
  it.each(['tic-tac-toe (test game)', ...emptyAtStart])('%s: a game that starts on an empty board is drawn as its diagram for both viewers, never turned', (id) => {
    for (const viewer of [0, 1] as const) {
      const picture = id === 'tic-tac-toe (test game)' ? ticTacToe.picture(ticTacToe.start(createRng(1))) : startPicture(id, viewer);
      expect(picture.cells.every((cell) => cell.piece === null), id).toBe(true);
      expect(flippedFor(picture, viewer), `${id}, viewer ${viewer}`).toBe(false);
    }
  });
});

/** Whether both seats have pieces on the board at the start: armies a front end orients. */
function armiesAtStart(picture: BoardPicture): boolean {
  return ([0, 1] as const).every((seat) => picture.cells.some((cell) => cell.piece?.owner === seat));
}
