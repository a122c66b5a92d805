import { describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { gameCards } from './game-cards.js';

describe('game cards', () => {
  it('describe each registry entry from its game and meta, without its origin (a matter for the docs)', () => {
    const cards = gameCards([
      { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'three in a row', board: '3×3', origin: 'tests' } },
    ]);
    expect(cards).toEqual([
      { id: 'tic-tac-toe', name: 'Tic-tac-toe (test game)', summary: 'three in a row', players: 'X vs O', details: '3×3 · perfect information' },
    ]);
  });
});
