import { createRng, unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { BOARD } from './board.js';
import { stratego } from './game.js';
import { ARMY_SIZE } from './pieces.js';
import { randomSetup, startFromSetups } from './setup.js';
import { decodePiece } from './state.js';

const layout = stratego.setupLayout;
if (!layout) throw new Error('stratego describes its set-up phase');

describe('the set-up layout (ST-1)', () => {
  it('ST-1: lists red’s ranks 4→1 from j to a and blue’s ranks 7→10 from a to j, as the setup text does', () => {
    const red = layout.ranks(0);
    expect(red).toHaveLength(4);
    expect(red[0]).toEqual(['j4', 'i4', 'h4', 'g4', 'f4', 'e4', 'd4', 'c4', 'b4', 'a4']);
    expect(red[3]?.[9]).toBe('a1');
    const blue = layout.ranks(1);
    expect(blue[0]).toEqual(['a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'h7', 'i7', 'j7']);
    expect(blue[3]?.[9]).toBe('j10');
  });

  it('ST-1: puts each slot of a drawn setup where the engine places its piece', () => {
    const rng = createRng(7);
    const setups = [randomSetup(0, rng), randomSetup(1, rng)] as const;
    const state = unwrap(startFromSetups(setups[0], setups[1]));
    for (const player of [0, 1] as const) {
      layout.ranks(player).flat().forEach((square, slot) => {
        const piece = decodePiece(state.board[BOARD.parse(square)] as string);
        expect(piece.owner).toBe(player);
        expect(layout.army.find((kind) => kind.name === piece.kind)?.letter).toBe(setups[player][slot]);
      });
    }
  });

  it('ST-1: names the army of 40 by letter: one marshal, eight scouts, six bombs, one flag …', () => {
    expect(layout.army.reduce((sum, kind) => sum + kind.count, 0)).toBe(ARMY_SIZE);
    expect(layout.army[0]).toEqual({ letter: 'M', name: 'marshal', count: 1 });
    expect(layout.army.find((kind) => kind.letter === 'S')).toEqual({ letter: 'S', name: 'scout', count: 8 });
    expect(layout.army.find((kind) => kind.letter === 'B')).toEqual({ letter: 'B', name: 'bomb', count: 6 });
    expect(layout.army.map((kind) => kind.letter).join('')).toBe('MGOJPLTNSYBF');
  });
});
