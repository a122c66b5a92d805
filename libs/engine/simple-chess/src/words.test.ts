import { describe, expect, it } from 'vitest';
import { unwrap, type Player } from '@tabula/engine-core';
import { board } from './board.js';
import { simpleChess } from './game.js';
import type { PieceLetter } from './pieces.js';
import type { SimpleChessState } from './state.js';

function arrange(pieces: Record<string, PieceLetter>, toMove: Player = 0): SimpleChessState {
  const cells = Array<PieceLetter | null>(64).fill(null);
  for (const [square, piece] of Object.entries(pieces)) cells[board.parse(square)] = piece;
  return { board: cells, toMove, halfmoveClock: 0, moveNumber: 1 };
}

/** The words of the legal move written `text`, for a spectator. */
function tell(state: SimpleChessState, text: string) {
  const move = simpleChess.legalMoves(state).find((candidate) => simpleChess.moveKey(candidate) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return simpleChess.tellMove?.(state, move, unwrap(simpleChess.play(state, move)), 'spectator');
}

describe('simplified chess tells its moves (tellMove)', () => {
  it('SC-4: a pawn step names the pawn and its squares', () => {
    expect(tell(simpleChess.start(), 'e2e4')).toEqual({
      facts: [{ kind: 'move', piece: { owner: 0, name: 'pawn' }, from: 'e2', path: ['e4'] }],
      sentence: "White's pawn moved from e2 to e4.",
    });
  });

  it('SC-5, SC-6: a capture names both pieces, the king included', () => {
    expect(tell(arrange({ e1: 'K', e2: 'R', e8: 'k' }), 'e2e8')?.sentence).toBe("White's rook took Black's king on e8.");
    expect(tell(arrange({ e1: 'K', d5: 'b', e8: 'k', e4: 'P' }, 1), 'd5e4')?.sentence).toBe("Black's bishop took White's pawn on e4.");
  });
});
