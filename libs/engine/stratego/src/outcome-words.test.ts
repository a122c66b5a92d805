import type { Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { BOARD } from './board.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import type { StrategoState } from './state.js';

const withFlags = (pieces: Record<string, string>, toMove: Player = 0) => positionFromSquares({ a1: 'F', j10: 'f', ...pieces }, toMove);

/** The game's words for why `state`'s game is over. */
function why(state: StrategoState): string | undefined {
  const status = stratego.status(state);
  return status.kind === 'over' ? stratego.outcomeWords?.[status.reason] : undefined;
}

describe('Stratego outcome words', () => {
  it('ST-8: a game won by attacking the flag says the flag was captured', () => {
    const won = stratego.play(withFlags({ b1: 'T', j9: 'L', a10: 's', i10: 'b' }), { from: BOARD.parse('j9'), to: BOARD.parse('j10') });
    if (!won.ok) throw new Error(won.error.message);
    expect(why(won.value)).toBe('the flag was captured');
  });

  it('ST-8, G-1: a game lost by a player with only bombs and a flag says nothing could move', () => {
    expect(why(withFlags({ b1: 'B', a2: 'B', i10: 's' }))).toBe('the player to move had no piece that could move');
  });

  it('words nothing the status never gives', () => {
    expect(Object.keys(stratego.outcomeWords ?? {}).sort()).toEqual(['flag-captured', 'no-moves']);
  });
});
