import { type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { geometry, SIZE } from './board.js';
import { jungle } from './game.js';
import type { JunglePiece } from './pieces.js';
import type { JungleState } from './state.js';

/** A hand-built position: `{ d9: 'd' }`, blue to move unless told. */
function position(pieces: Record<string, JunglePiece>, toMove: Player = 0): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(pieces)) cells[geometry.parse(name)] = piece;
  return { cells, toMove, moveNumber: 1 };
}

/** The game's words for why `state`'s game is over. */
function why(state: JungleState): string | undefined {
  const status = jungle.status(state);
  return status.kind === 'over' ? jungle.outcomeWords?.[status.reason] : undefined;
}

describe('Jungle outcome words', () => {
  it('JG-16: a game won in the den says a piece entered the den', () => {
    expect(why(position({ d9: 'd', a2: 'c', g8: 'C' }, 1))).toBe('a piece entered the den');
  });

  it('JG-16: a game won by taking every animal says so', () => {
    expect(why(position({ a4: 'e' }, 1))).toBe('every animal of one side was captured');
  });

  it('G-1: a game lost by a player with no legal move says so', () => {
    expect(why(position({ a1: 'r', b1: 'C', a2: 'D' }))).toBe('the player to move had no legal move');
  });

  it('words nothing the status never gives', () => {
    expect(Object.keys(jungle.outcomeWords ?? {}).sort()).toEqual(['all-captured', 'den-entered', 'no-moves']);
  });
});
