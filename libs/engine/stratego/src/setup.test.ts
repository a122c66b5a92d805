import { createRng, genericPerft, unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { BOARD, setupSquare } from './board.js';
import { stratego } from './game.js';
import { ARMY } from './pieces.js';
import { randomSetup, startFromSetups, validateSetup } from './setup.js';
import { decodePiece } from './state.js';

const RED = 'TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB';
const BLUE = 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS';

describe('setups (ST-1)', () => {
  it('ST-1: a setup is exactly one army of 40', () => {
    expect(validateSetup(0, RED).ok).toBe(true);
    const short = validateSetup(0, RED.slice(1));
    expect(short.ok || short.error).toMatchObject({ code: 'invalid-setup', rule: 'ST-1', message: 'ST-1: a setup has 40 pieces, this one 39' });
    const twoMarshals = validateSetup(1, `M${BLUE.slice(1)}`);
    expect(twoMarshals.ok || twoMarshals.error.message).toBe('ST-1: an army has 1 × marshal (M), this setup 2');
    const badLetter = validateSetup(1, `Q${BLUE.slice(1)}`);
    expect(badLetter.ok || badLetter.error).toMatchObject({ code: 'invalid-setup', where: 'slot 1' });
  });

  it('ST-1: setups are read from the owner’s seat: red ranks 4→1 from j to a, blue ranks 7→10 from a to j', () => {
    expect(BOARD.name(setupSquare(0, 0, 0))).toBe('j4');
    expect(BOARD.name(setupSquare(0, 3, 9))).toBe('a1');
    expect(BOARD.name(setupSquare(1, 0, 0))).toBe('a7');
    expect(BOARD.name(setupSquare(1, 3, 9))).toBe('j10');
    const state = unwrap(startFromSetups(RED, BLUE));
    const at = (name: string) => decodePiece(state.board[BOARD.parse(name)] as string);
    expect(at('j4')).toMatchObject({ owner: 0, kind: 'sergeant', moved: false, revealed: false });
    expect(at('b1')).toMatchObject({ owner: 0, kind: 'flag' });
    expect(at('a7')).toMatchObject({ owner: 1, kind: 'scout' });
    expect(at('b10')).toMatchObject({ owner: 1, kind: 'flag' });
    expect(state.toMove).toBe(0);
    expect(state.captured).toEqual([[], []]);
    expect(state.board.filter(Boolean)).toHaveLength(80);
  });

  it('ST-1: start refuses the first invalid setup', () => {
    const refused = startFromSetups(RED, BLUE.slice(2));
    expect(refused.ok || refused.error.message).toMatch(/^ST-1: blue's setup: /);
  });

  it('ST-1: random setups are valid, the flag on the back rank with bombs on every free side', () => {
    const rng = createRng(7);
    const flagColumns = new Set<number>();
    for (let n = 0; n < 300; n++) {
      const setup = randomSetup(n % 2 === 0 ? 0 : 1, rng);
      expect(validateSetup(0, setup).ok).toBe(true);
      const flag = setup.indexOf('F');
      expect(Math.floor(flag / 10)).toBe(3);
      flagColumns.add(flag % 10);
      const column = flag % 10;
      const sides = [flag - 10, ...(column > 0 ? [flag - 1] : []), ...(column < 9 ? [flag + 1] : [])];
      for (const slot of sides) expect(setup[slot]).toBe('B');
      // Not uniform: the spy usually stands beside the general.
    }
    expect(flagColumns.size).toBeGreaterThan(5);
  });

  it('ST-1: game.start draws both setups from the rng, reproducibly', () => {
    const a = stratego.start(createRng(11));
    const b = stratego.start(createRng(11));
    expect(a).toEqual(b);
    expect(a).not.toEqual(stratego.start(createRng(12)));
    for (const owner of [0, 1] as const) {
      const kinds = a.board.flatMap((code) => (code && decodePiece(code).owner === owner ? [decodePiece(code).kind] : []));
      expect(kinds.sort()).toEqual([...ARMY].sort());
    }
  });

  it('counts the reference start: 9, 75, 922 (depths 1–3), the fast perft agreeing', () => {
    const state = unwrap(startFromSetups(RED, BLUE));
    expect([1, 2, 3].map((depth) => genericPerft(stratego, state, depth))).toEqual([9, 75, 922]);
    expect([1, 2, 3, 4].map((depth) => stratego.perft!(state, depth))).toEqual([9, 75, 922, 11137]);
  });
});
