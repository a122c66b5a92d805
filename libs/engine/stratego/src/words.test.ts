import { describe, expect, it } from 'vitest';
import { unwrap, type Viewer } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { stratego } from './game.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import type { StrategoMove, StrategoState } from './state.js';

const VIEWERS: readonly Viewer[] = [0, 1, 'spectator'];

function tell(state: StrategoState, text: string, viewer: Viewer) {
  const move: StrategoMove = { from: BOARD.parse(text.slice(0, 2)), to: BOARD.parse(text.slice(2)) };
  const after = unwrap(stratego.play(state, move));
  return stratego.tellMove?.(state, move, after, viewer);
}

describe('Stratego tells its moves (tellMove)', () => {
  it.each(VIEWERS)('ST-5: a lost attack names both ranks to viewer %s', (viewer) => {
    const state = positionFromSquares({ a1: 'F', e4: 'S', e5: 'm', j10: 'f', a10: 'b' });
    expect(tell(state, 'e4e5', viewer)).toEqual({
      facts: [{ kind: 'battle', attacker: { owner: 0, name: 'scout' }, defender: { owner: 1, name: 'marshal' }, from: 'e4', square: 'e5', winner: 'defender' }],
      sentence: "Red's scout attacked Blue's marshal on e5 and lost.",
    });
  });

  it('ST-5: equal ranks remove both; ST-6: a bomb takes a captain with it, a miner defuses it', () => {
    const equal = positionFromSquares({ a1: 'F', e4: 'P', e5: 'p', j10: 'f', a10: 'b' });
    expect(tell(equal, 'e4e5', 'spectator')?.sentence).toBe("Red's captain attacked Blue's captain on e5: both were removed.");
    const bomb = positionFromSquares({ a1: 'F', e4: 'P', e5: 'b', j10: 'f', a10: 'p' });
    expect(tell(bomb, 'e4e5', 1)?.sentence).toBe("Red's captain attacked Blue's bomb on e5: both were removed.");
    const miner = positionFromSquares({ a1: 'F', e4: 'N', e5: 'b', j10: 'f', a10: 'p' });
    expect(tell(miner, 'e4e5', 1)?.sentence).toBe("Red's miner attacked Blue's bomb on e5 and won.");
  });

  it('ST-7, ST-8: the spy takes the marshal; any piece takes the flag', () => {
    const spy = positionFromSquares({ a1: 'F', e4: 'Y', e5: 'm', j10: 'f', a10: 'p' });
    expect(tell(spy, 'e4e5', 'spectator')?.sentence).toBe("Red's spy attacked Blue's marshal on e5 and won.");
    const flag = positionFromSquares({ a1: 'F', j9: 'S', j10: 'f', a10: 'p' });
    expect(tell(flag, 'j9j10', 1)?.sentence).toBe("Red's scout attacked Blue's flag on j10 and won.");
  });

  it('ST-9: a quiet move names the rank to its owner only', () => {
    const state = positionFromSquares({ a1: 'F', e4: 'P', j10: 'f', a10: 'p' });
    expect(tell(state, 'e4e5', 0)?.sentence).toBe("Red's captain moved from e4 to e5.");
    for (const viewer of [1, 'spectator'] as const) {
      expect(tell(state, 'e4e5', viewer)).toEqual({
        facts: [{ kind: 'move', piece: { owner: 0, name: 'piece' }, from: 'e4', path: ['e5'] }],
        sentence: 'Red moved a piece from e4 to e5.',
      });
    }
  });

  it('ST-9: a revealed piece is named; a scout that runs reveals itself (ST-4)', () => {
    const revealed = positionFromSquares({ a1: 'F', e4: '!P', j10: 'f', a10: 'p' });
    expect(tell(revealed, 'e4e5', 'spectator')?.sentence).toBe("Red's captain moved from e4 to e5.");
    const scout = positionFromSquares({ a1: 'F', e4: 'S', j10: 'f', a10: 'p' });
    expect(tell(scout, 'e4e6', 1)?.sentence).toBe("Red's scout moved from e4 to e6.");
    expect(tell(scout, 'e4e5', 1)?.sentence).toBe('Red moved a piece from e4 to e5.');
  });

  it('ST-9: two positions that differ only in a hidden rank give a viewer who may not know it the same words', () => {
    for (const hidden of ['P', 'M', 'N', 'S']) {
      const state = positionFromSquares({ a1: 'F', e4: hidden, j10: 'f', a10: 'p' });
      expect(tell(state, 'e4e5', 1)).toEqual(tell(positionFromSquares({ a1: 'F', e4: 'T', j10: 'f', a10: 'p' }), 'e4e5', 1));
    }
  });
});
