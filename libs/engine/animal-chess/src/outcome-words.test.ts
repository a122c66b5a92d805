import { type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { animalChess } from './game.js';
import { kindOfLetter } from './pieces.js';
import type { AnimalChessState, Piece } from './state.js';

/** A state from `{ c1: 'L', c2: 'l' }` (upper case player 0), empty hands. */
function build(pieces: Record<string, string>, toMove: Player = 0): AnimalChessState {
  const cells: (Piece | null)[] = Array<Piece | null>(30).fill(null);
  for (const [name, letter] of Object.entries(pieces)) {
    cells[board.parse(name)] = { owner: letter === letter.toUpperCase() ? 0 : 1, kind: kindOfLetter(letter) as Piece['kind'], promoted: false };
  }
  const hand = { giraffe: 0, cat: 0, chick: 0 };
  return { board: cells, hands: [hand, hand], toMove, moveNumber: 1 };
}

/** The game's words for why `state`'s game is over. */
function why(state: AnimalChessState): string | undefined {
  const status = animalChess.status(state);
  return status.kind === 'over' ? animalChess.outcomeWords?.[status.reason] : undefined;
}

describe('animal chess outcome words', () => {
  it('AC-6: a game won by taking the lion says the lion was captured', () => {
    expect(why(build({ c2: 'L', e6: 'G' }, 1))).toBe('the lion was captured');
  });

  it('G-1: a game lost by a player with no legal move says so', () => {
    expect(why(build({ a6: 'L', a5: 'H', b5: 'H', b6: 'H', e1: 'l' }))).toBe('the player to move had no legal move');
  });

  it('words nothing the status never gives', () => {
    expect(Object.keys(animalChess.outcomeWords ?? {}).sort()).toEqual(['lion-captured', 'no-moves']);
  });
});
