import { describe, expect, it } from 'vitest';
import { unwrap } from '@tabula/engine-core';
import { checkers61b } from '@tabula/engine-checkers61b';
import { formatMove, parseMove } from './move-text.js';
import { parsePosition } from './position-text.js';

const chain = unwrap(parsePosition('7p/8/1b1p1s2/8/3p4/2P5/8/S5B1 f 10'));

describe('Checkers61b move text', () => {
  it('CK-3: prints every landing square of a chain, and parses each prefix as its own move', () => {
    const texts = checkers61b.legalMoves(chain).map((move) => formatMove(chain, move)).sort();
    expect(texts).toEqual(['a1b2', 'c3b4', 'c3e5', 'c3e5c7', 'c3e5g7', 'g1f2', 'g1h2']);
    expect(unwrap(parseMove(chain, 'c3e5'))).toEqual({ from: 18, path: [36] });
    expect(unwrap(parseMove(chain, 'c3e5g7'))).toEqual({ from: 18, path: [36, 54] });
  });

  it('accepts upper case and the separators space, -, x and :', () => {
    for (const text of ['C3E5G7', 'c3xe5xg7', 'c3-e5-g7', 'c3:e5:g7', ' c3 e5  g7 ', 'C3 x E5 x G7']) {
      expect(formatMove(chain, unwrap(parseMove(chain, text))), text).toBe('c3e5g7');
    }
  });

  it('says when a text is not a move at all, and where', () => {
    const cases: [string, string][] = [
      ['', 'move'],
      ['c3', 'move'],
      ['c3e', 'character 3'],
      ['c3 z5', 'character 4'],
      ['c3i9', 'character 3'],
      ['c3e05', 'character 3'],
      ['33e5', 'character 1'],
      ['c3?e5', 'character 3'],
    ];
    for (const [text, where] of cases) expect(parseMove(chain, text), text).toMatchObject({ ok: false, error: { code: 'not-a-move', where } });
  });

  it('relays the engine reason: no piece, not your piece, the rule that forbids it, the game being over', () => {
    expect(parseMove(chain, 'e3f4')).toMatchObject({ ok: false, error: { code: 'no-piece', message: 'there is no piece on e3' } });
    expect(parseMove(chain, 'd4e3')).toMatchObject({ ok: false, error: { code: 'not-your-piece' } });
    expect(parseMove(chain, 'c3d2')).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'CK-1' } });
    expect(parseMove(chain, 'c3e5f6')).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'CK-3' } });
    const bomb = unwrap(parsePosition('7p/8/5p2/8/3p4/2B5/8/8 f 1'));
    expect(parseMove(bomb, 'c3e5g7')).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'CK-5' } });
    const over = unwrap(parsePosition('8/8/8/8/3p4/8/8/8 f 1'));
    expect(parseMove(over, 'd4c3')).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
  });
});
