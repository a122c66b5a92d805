import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { createRegistry, registry, SIDE_HUES, sideHues, type GameEntry } from '@tabula/games';
import { PieceGlyph } from './piece-glyph.js';
import { sideColours } from './side-colours.js';

function entryOf(id: string): GameEntry {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

/** Each side's fill, seat 0 first, as the entry's hues draw it. */
function fills(entry: GameEntry): [string, string] {
  return [sideColours(sideHues(entry), 0).fill, sideColours(sideHues(entry), 1).fill];
}

describe('side colours', () => {
  it('keep each of the five games looking as it did when colours went by player names', () => {
    // North sand and South mint, Fire orange and Water azure, and the games whose sides are their colours.
    expect(fills(entryOf('animal-chess'))).toEqual(['#f3d9a4', '#b2e0d4']);
    expect(fills(entryOf('checkers61b'))).toEqual(['#e8590c', '#1c7ed6']);
    expect(fills(entryOf('jungle'))).toEqual(['#1864ab', '#c92a2a']);
    expect(fills(entryOf('stratego'))).toEqual(['#c92a2a', '#1864ab']);
    expect(fills(entryOf('simple-chess'))).toEqual(['#fbfaf5', '#2b2b2b']);
  });

  it('give a game whose entry names no hues red and blue, whatever its players are called', () => {
    const games = createRegistry([{ id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'tests', board: '3×3', origin: 'tests' } }]);
    const found = games.get('tic-tac-toe');
    if (!found.ok) throw new Error(found.error.message);
    expect(fills(found.value)).toEqual(['#c92a2a', '#1864ab']);
    const o = { owner: 1 as const, kind: 'mark', name: 'O mark', letter: 'O', symbol: 'O' };
    expect(renderToStaticMarkup(<svg><PieceGlyph piece={o} hues={sideHues(found.value)} /></svg>)).toContain('fill="#1864ab"');
  });

  it('tell every hue apart, so no two sides a game may choose look alike', () => {
    const drawn = new Set(SIDE_HUES.map((hue) => sideColours([hue, hue], 0).fill));
    expect(drawn.size).toBe(SIDE_HUES.length);
  });
});
