import { describe, expect, it } from 'vitest';
import type { MoveOption } from '@tabula/play';
import { clickSquare, endTurnMove, pickDrop, pickTargets } from './move-picker.js';

const step = (text: string, from: string | null, path: string[], drop?: string): MoveOption => ({ text, shape: { from, path, ...(drop ? { drop } : {}) } });

// A Checkers61b-like list: a single capture that may go on (CK-3), a plain step, and a drop.
const options: MoveOption[] = [
  step('c3e5', 'c3', ['e5']),
  step('c3e5g7', 'c3', ['e5', 'g7']),
  step('a3b4', 'a3', ['b4']),
  step('H*b2', null, ['b2'], 'chick'),
];

describe('move picker', () => {
  it('selects a piece that can move and lists its landings', () => {
    const first = clickSquare(options, null, 'c3');
    expect(first).toEqual({ kind: 'pick', pick: { from: 'c3', path: [] } });
    expect(pickTargets(options, first.kind === 'pick' ? first.pick : null)).toEqual(['e5']);
  });

  it('plays a move at once when the landing ends it', () => {
    expect(clickSquare(options, { from: 'a3', path: [] }, 'b4')).toEqual({ kind: 'play', text: 'a3b4' });
  });

  it('keeps a chain open after a capture that may go on, and End turn plays it so far (CK-3)', () => {
    const after = clickSquare(options, { from: 'c3', path: [] }, 'e5');
    expect(after).toEqual({ kind: 'pick', pick: { from: 'c3', path: ['e5'] } });
    const pick = { from: 'c3', path: ['e5'] };
    expect(endTurnMove(options, pick)?.text).toBe('c3e5');
    expect(clickSquare(options, pick, 'g7')).toEqual({ kind: 'play', text: 'c3e5g7' });
    // Choosing the piece again where it stands ends the turn too (Space on the focused square).
    expect(clickSquare(options, pick, 'e5')).toEqual({ kind: 'play', text: 'c3e5' });
  });

  it('refuses a square that is no destination, and says why', () => {
    expect(clickSquare(options, null, 'h8')).toEqual({ kind: 'refuse', message: 'nothing on h8 can move now' });
    expect(clickSquare(options, { from: 'a3', path: [] }, 'h8')).toEqual({ kind: 'refuse', message: 'h8 is not a legal destination for the piece on a3' });
  });

  it('unselects on a second click and switches to another piece', () => {
    expect(clickSquare(options, { from: 'a3', path: [] }, 'a3')).toEqual({ kind: 'pick', pick: null });
    expect(clickSquare(options, { from: 'a3', path: [] }, 'c3')).toEqual({ kind: 'pick', pick: { from: 'c3', path: [] } });
  });

  it('drops a piece from the hand (AC-4)', () => {
    const drop = pickDrop(options, 'chick');
    expect(drop).toEqual({ kind: 'pick', pick: { from: null, drop: 'chick', path: [] } });
    expect(clickSquare(options, { from: null, drop: 'chick', path: [] }, 'b2')).toEqual({ kind: 'play', text: 'H*b2' });
    expect(pickDrop(options, 'lion')).toEqual({ kind: 'refuse', message: 'a lion from the hand cannot be dropped now' });
  });

  it('offers a choice when two moves share one shape (a promotion)', () => {
    const promotions = [step('a7a8q', 'a7', ['a8']), step('a7a8r', 'a7', ['a8'])];
    expect(clickSquare(promotions, { from: 'a7', path: [] }, 'a8')).toEqual({ kind: 'choose', options: promotions });
  });
});
