import type { Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { simpleChess } from './game.js';
import type { PieceLetter } from './pieces.js';
import type { SimpleChessState } from './state.js';

/** A state with the given pieces (`{ e1: 'K', e8: 'k' }`), `toMove` to play. */
function arrange(pieces: Record<string, PieceLetter>, toMove: Player = 0): SimpleChessState {
  const cells = Array<PieceLetter | null>(64).fill(null);
  for (const [square, piece] of Object.entries(pieces)) cells[board.parse(square)] = piece;
  return { board: cells, toMove, halfmoveClock: 0, moveNumber: 1 };
}

/** The game's words for why `state`'s game is over. */
function why(state: SimpleChessState): string | undefined {
  const status = simpleChess.status(state);
  return status.kind === 'over' ? simpleChess.outcomeWords?.[status.reason] : undefined;
}

describe('simplified chess outcome words', () => {
  it('SC-6: a game won by taking the king says the king was captured', () => {
    expect(why(arrange({ e2: 'K' }, 1))).toBe('the king was captured');
  });

  it('G-1: a game lost by a player with no legal move says so', () => {
    expect(why(arrange({ a1: 'K', a2: 'Q', b1: 'N', b2: 'N', h8: 'k' }))).toBe('the player to move had no legal move');
  });

  it('words nothing the status never gives', () => {
    expect(Object.keys(simpleChess.outcomeWords ?? {}).sort()).toEqual(['king-captured', 'no-moves']);
  });
});
