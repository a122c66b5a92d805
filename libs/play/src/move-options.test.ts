import { describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { registry } from '@tabula/games';
import { moveOptions, optionsFrom, placeableKinds, placementsOn } from './move-options.js';

const ticTacToeEntry = { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: '', board: '3×3', origin: 'tests only' } };

function entry(id: string) {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

describe('moves that put a piece on a square', () => {
  it('find the one placement a square is in a placement game, and none on a taken square', () => {
    const options = moveOptions(ticTacToeEntry, ticTacToe.start());
    expect(placementsOn(options, 'b2').map((option) => option.text)).toEqual(['b2']);
    expect(placementsOn(options, ' B2 ').map((option) => option.text)).toEqual(['b2']);
    expect(optionsFrom(options, 'b2')).toEqual([]);
    const after = ticTacToe.play(ticTacToe.start(), 4);
    if (!after.ok) throw new Error(after.error.message);
    expect(placementsOn(moveOptions(ticTacToeEntry, after.value), 'b2')).toEqual([]);
    // Stones of one kind (no `drop`) need no tray.
    expect(placeableKinds(options)).toEqual([]);
  });

  it('find every kind that may be dropped on a square, each a choice (animal chess drops, AC-4)', () => {
    const animal = entry('animal-chess');
    const parsed = animal.notation.parsePosition('CGLGC/5/1HH2/1hh2/5/cglgc 0 Hh 1');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const options = moveOptions(animal, parsed.value);
    const drops = placementsOn(options, 'b2');
    expect(drops.length).toBeGreaterThan(0);
    expect(drops.every((option) => option.shape.drop !== undefined && option.shape.from === null)).toBe(true);
    expect(placeableKinds(options)).toEqual(['chick']);
    // A square with a piece on it takes no drop.
    expect(placementsOn(options, 'c3')).toEqual([]);
  });
});
