import { describe, expect, it } from 'vitest';
import type { MoveOption } from '@tabula/play';
import { clickSquare, endTurnMove, pickDrop, pickPiece, pickTargets, type ClickedSquare } from './move-picker.js';

const step = (text: string, from: string | null, path: string[], drop?: string): MoveOption => ({ text, shape: { from, path, ...(drop ? { drop } : {}) } });

// A Checkers61b-like list: a single capture that may go on (CK-3), a plain step, and a drop.
const options: MoveOption[] = [
  step('c3e5', 'c3', ['e5']),
  step('c3e5g7', 'c3', ['e5', 'g7']),
  step('a3b4', 'a3', ['b4']),
  step('H*b2', null, ['b2'], 'chick'),
];

/** The square as the page sees it in this list's position: pieces stand on c3 and a3, and the game keeps hands. */
const at = (square: string): ClickedSquare => ({ empty: !['c3', 'a3'].includes(square), hands: true });

describe('move picker', () => {
  it('selects a piece that can move and lists its landings', () => {
    const first = clickSquare(options, null, 'c3', at('c3'));
    expect(first).toEqual({ kind: 'pick', pick: { from: 'c3', path: [] } });
    expect(pickTargets(options, first.kind === 'pick' ? first.pick : null)).toEqual(['e5']);
  });

  it('plays a move at once when the landing ends it', () => {
    expect(clickSquare(options, { from: 'a3', path: [] }, 'b4', at('b4'))).toEqual({ kind: 'play', text: 'a3b4' });
  });

  it('keeps a chain open after a capture that may go on, and End turn plays it so far (CK-3)', () => {
    const after = clickSquare(options, { from: 'c3', path: [] }, 'e5', at('e5'));
    expect(after).toEqual({ kind: 'pick', pick: { from: 'c3', path: ['e5'] } });
    const pick = { from: 'c3', path: ['e5'] };
    expect(endTurnMove(options, pick)?.text).toBe('c3e5');
    expect(clickSquare(options, pick, 'g7', at('g7'))).toEqual({ kind: 'play', text: 'c3e5g7' });
    // Choosing the piece again where it stands ends the turn too (Space on the focused square).
    expect(clickSquare(options, pick, 'e5', at('e5'))).toEqual({ kind: 'play', text: 'c3e5' });
  });

  it('refuses a square that is no destination, and says why', () => {
    expect(clickSquare(options, null, 'h8', at('h8'))).toEqual({ kind: 'refuse', message: 'nothing on h8 can move now' });
    expect(clickSquare(options, { from: 'a3', path: [] }, 'h8', at('h8'))).toEqual({ kind: 'refuse', message: 'h8 is not a legal destination for the piece on a3' });
  });

  it('unselects on a second click and switches to another piece', () => {
    expect(clickSquare(options, { from: 'a3', path: [] }, 'a3', at('a3'))).toEqual({ kind: 'pick', pick: null });
    expect(clickSquare(options, { from: 'a3', path: [] }, 'c3', at('c3'))).toEqual({ kind: 'pick', pick: { from: 'c3', path: [] } });
  });

  it('drops a piece from the hand (AC-4)', () => {
    const drop = pickDrop(options, 'chick');
    expect(drop).toEqual({ kind: 'pick', pick: { from: null, drop: 'chick', path: [] } });
    expect(clickSquare(options, { from: null, drop: 'chick', path: [] }, 'b2', at('b2'))).toEqual({ kind: 'play', text: 'H*b2' });
    expect(pickDrop(options, 'lion')).toEqual({ kind: 'refuse', message: 'a lion from the hand cannot be dropped now' });
  });

  it('offers a choice when two moves share one shape (a promotion)', () => {
    const promotions = [step('a7a8q', 'a7', ['a8']), step('a7a8r', 'a7', ['a8'])];
    expect(clickSquare(promotions, { from: 'a7', path: [] }, 'a8', at('a8'))).toEqual({ kind: 'choose', options: promotions });
  });

  it('keeps drops in a hand game at the hand: an empty square clicked with nothing picked says to pick from the hand (AC-4)', () => {
    expect(clickSquare(options, null, 'b2', at('b2'))).toEqual({ kind: 'refuse', message: 'nothing on b2 can move now; to drop a piece there, pick it from your hand first' });
    expect(clickSquare(options, null, 'h8', at('h8'))).toEqual({ kind: 'refuse', message: 'nothing on h8 can move now' });
  });

  it('starts a drag only at a piece that can move', () => {
    expect(pickPiece(options, 'a3')).toEqual({ kind: 'pick', pick: { from: 'a3', path: [] } });
    expect(pickPiece(options, 'b2')).toEqual({ kind: 'refuse', message: 'nothing on b2 can move now' });
  });
});

describe('move picker in a placement game (no hands)', () => {
  // Stones on a 3×3 board: a move names the square it fills; b2 is taken, c3 may not be filled now.
  const stones: MoveOption[] = [step('a1', null, ['a1']), step('b1', null, ['b1'])];
  const square = (empty: boolean): ClickedSquare => ({ empty, hands: false });

  it('plays the one placement on an empty square at once', () => {
    expect(clickSquare(stones, null, 'a1', square(true))).toEqual({ kind: 'play', text: 'a1' });
  });

  it('says why a square takes nothing: a taken one has nothing to move, an empty one no placement now', () => {
    expect(clickSquare(stones, null, 'b2', square(false))).toEqual({ kind: 'refuse', message: 'nothing on b2 can move now' });
    expect(clickSquare(stones, null, 'c3', square(true))).toEqual({ kind: 'refuse', message: 'nothing can be placed on c3 now' });
  });

  it('offers the kinds as a choice when several may go on the square, and places a kind picked from the tray', () => {
    const kinds = [step('R@a1', null, ['a1'], 'ring'), step('S@a1', null, ['a1'], 'stone'), step('S@b1', null, ['b1'], 'stone')];
    expect(clickSquare(kinds, null, 'a1', square(true))).toEqual({ kind: 'choose', options: kinds.slice(0, 2) });
    expect(clickSquare(kinds, null, 'b1', square(true))).toEqual({ kind: 'play', text: 'S@b1' });
    const ring = pickDrop(kinds, 'ring');
    expect(ring).toEqual({ kind: 'pick', pick: { from: null, drop: 'ring', path: [] } });
    expect(clickSquare(kinds, { from: null, drop: 'ring', path: [] }, 'a1', square(true))).toEqual({ kind: 'play', text: 'R@a1' });
  });

  it('leaves a game that only moves pieces with its usual words for an empty square', () => {
    expect(clickSquare([step('a3b4', 'a3', ['b4'])], null, 'e5', square(true))).toEqual({ kind: 'refuse', message: 'nothing on e5 can move now' });
  });
});
