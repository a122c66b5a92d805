import { describe, expect, it } from 'vitest';
import { unwrap, type Player } from '@tabula/engine-core';
import { geometry, SIZE } from './board.js';
import { jungle } from './game.js';
import type { JunglePiece } from './pieces.js';
import type { JungleState } from './state.js';

function position(pieces: Record<string, JunglePiece>, toMove: Player = 0): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(pieces)) cells[geometry.parse(name)] = piece;
  return { cells, toMove, moveNumber: 1 };
}

/** The words of the legal move written `text`, for a spectator. */
function tell(state: JungleState, text: string) {
  const move = jungle.legalMoves(state).find((candidate) => jungle.moveKey(candidate) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return jungle.tellMove?.(state, move, unwrap(jungle.play(state, move)), 'spectator');
}

describe('Jungle tells its moves (tellMove)', () => {
  it('JG-1: a step names the animal and its squares', () => {
    expect(tell(position({ a1: 'l', g9: 'L', a3: 'r' }), 'a3a4')).toEqual({
      facts: [{ kind: 'move', piece: { owner: 0, name: 'rat' }, from: 'a3', path: ['a4'] }],
      sentence: "Blue's rat moved from a3 to a4.",
    });
  });

  it('JG-8: the rat took the elephant', () => {
    const words = tell(position({ a1: 'l', f1: 't', a3: 'r', a4: 'E', a9: 'T', g9: 'L' }), 'a3a4');
    expect(words).toEqual({
      facts: [{ kind: 'capture', piece: { owner: 0, name: 'rat' }, from: 'a3', path: ['a4'], taken: [{ square: 'a4', piece: { owner: 1, name: 'elephant' } }] }],
      sentence: "Blue's rat took Red's elephant on a4.",
    });
  });

  it('JG-5, JG-6: a lion that jumps the river onto a piece takes it', () => {
    expect(tell(position({ a1: 'l', d5: 'l', g5: 'P', g9: 'L' }), 'd5g5')?.sentence).toBe("Blue's lion took Red's leopard on g5.");
  });
});
