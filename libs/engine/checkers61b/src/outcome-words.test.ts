import { type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { checkers61b, squareIndex, type CheckersPiece, type CheckersState } from './index.js';

const KINDS = { P: 'pawn', S: 'shield', B: 'bomb' } as const;

/** A state from a placement such as `Pc3 bd4` (upper case fire, lower case water). */
function position(placement: string, toMove: Player = 0): CheckersState {
  const board: (CheckersPiece | null)[] = Array<CheckersPiece | null>(64).fill(null);
  for (const item of placement.split(' ').filter(Boolean)) {
    const letter = item[0] as string;
    board[squareIndex(item.slice(1))] = { owner: letter === letter.toUpperCase() ? 0 : 1, kind: KINDS[letter.toUpperCase() as keyof typeof KINDS], king: false };
  }
  return { board, toMove, moveNumber: 1 };
}

/** The game's words for why `state`'s game is over. */
function why(state: CheckersState): string | undefined {
  const status = checkers61b.status(state);
  return status.kind === 'over' ? checkers61b.outcomeWords?.[status.reason] : undefined;
}

describe('Checkers61b outcome words', () => {
  it('CK-6: a game won with only one side standing says so', () => {
    expect(why(position('pd4'))).toBe('only one side has pieces left');
  });

  it('CK-6: a drawn game with the board empty says no piece is left', () => {
    expect(why(position(''))).toBe('no piece is left on the board');
  });

  it('CK-7: a game lost by a player with pieces but no legal move says so', () => {
    expect(why(position('Pa1 sb2 sc3 ph8'))).toBe('the player to move had no legal move');
  });

  it('words nothing the status never gives', () => {
    expect(Object.keys(checkers61b.outcomeWords ?? {}).sort()).toEqual(['all-captured', 'mutual-destruction', 'no-moves']);
  });
});
