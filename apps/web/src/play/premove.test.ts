import { describe, expect, it } from 'vitest';
import type { MoveOption } from '@tabula/play';
import type { ClickedSquare } from './move-picker.js';
import { droppedLine, NO_PREMOVE, premoveClick, premoveDrag, premoveHandPick, premoveLine, premoveSquares, resolvePremove, type PremoveHeld } from './premove.js';

const step = (text: string, from: string | null, path: string[], drop?: string): MoveOption => ({ text, shape: { from, path, ...(drop ? { drop } : {}) } });

// The legal moves when the turn comes: a plain step, a capture that may go on (CK-3), two moves that share
// their squares (a promotion's choice), and a drop from the hand (AC-4).
const options: MoveOption[] = [
  step('a3b4', 'a3', ['b4']),
  step('c3e5', 'c3', ['e5']),
  step('c3e5g7', 'c3', ['e5', 'g7']),
  step('a7a8=Q', 'a7', ['a8']),
  step('a7a8=N', 'a7', ['a8']),
  step('H*b2', null, ['b2'], 'chick'),
];
const empty: ClickedSquare = { empty: true, hands: true };

describe('premove gestures (no rules: only squares)', () => {
  it('queues a piece and a square, and a new piece replaces the queued premove', () => {
    const picked = premoveClick(NO_PREMOVE, 'e2', true);
    expect(picked).toEqual({ picked: { from: 'e2' }, queued: null });
    const queued = premoveClick(picked as PremoveHeld, 'e4', false) as PremoveHeld;
    expect(queued).toEqual({ picked: null, queued: { start: { from: 'e2' }, to: 'e4' } });
    expect(premoveSquares(queued)).toEqual(['e2', 'e4']);
    expect(premoveLine(queued)).toBe('Premove: e2 → e4 — click the board or press Esc to cancel.');
    // Another of the player's pieces starts a new premove, which lets the old one go.
    expect(premoveClick(queued, 'g1', true)).toEqual({ picked: { from: 'g1' }, queued: null });
    expect(premoveDrag(queued, 'g1', 'f3', true)).toEqual({ picked: null, queued: { start: { from: 'g1' }, to: 'f3' } });
  });

  it('cancels on a square that is no piece of the player, and is no premove at all when nothing is held', () => {
    const queued: PremoveHeld = { picked: null, queued: { start: { from: 'e2' }, to: 'e4' } };
    expect(premoveClick(queued, 'a5', false)).toEqual(NO_PREMOVE);
    expect(premoveDrag(queued, 'e7', 'e5', false)).toEqual(NO_PREMOVE);
    expect(premoveClick(NO_PREMOVE, 'e7', false)).toBeNull();
  });

  it('lets a picked piece go when it is chosen again', () => {
    expect(premoveClick({ picked: { from: 'e2' }, queued: null }, 'e2', true)).toEqual(NO_PREMOVE);
  });

  it('premoves a drop: a kind from the hand, then a square (AC-4)', () => {
    const picked = premoveHandPick(NO_PREMOVE, 'chick');
    expect(premoveLine(picked)).toBe('Premove: a chick from the hand — choose its square, or pick it again to let go.');
    const queued = premoveClick(picked, 'b2', false) as PremoveHeld;
    expect(premoveLine(queued)).toBe('Premove: chick from the hand → b2 — click the board or press Esc to cancel.');
    expect(premoveSquares(queued)).toEqual(['b2']);
    expect(premoveHandPick(picked, 'chick')).toEqual(NO_PREMOVE);
  });
});

describe('a premove when the turn comes, resolved against the legal moves then', () => {
  it('plays the one move that matches', () => {
    expect(resolvePremove(options, { start: { from: 'a3' }, to: 'b4' }, empty)).toEqual({ kind: 'play', text: 'a3b4' });
    expect(resolvePremove(options, { start: { drop: 'chick' }, to: 'b2' }, empty)).toEqual({ kind: 'play', text: 'H*b2' });
  });

  it('offers the choice when several moves match (a promotion)', () => {
    expect(resolvePremove(options, { start: { from: 'a7' }, to: 'a8' }, empty)).toEqual({ kind: 'choose', options: options.slice(3, 5) });
  });

  it('holds a capture chain that may go on from the square (CK-3)', () => {
    expect(resolvePremove(options, { start: { from: 'c3' }, to: 'e5' }, empty)).toEqual({ kind: 'pick', pick: { from: 'c3', path: ['e5'] } });
  });

  it('drops a premove that is no legal move now, and says so in words', () => {
    const illegal = { start: { from: 'a3' }, to: 'a4' };
    expect(resolvePremove(options, illegal, empty)).toBeNull();
    // Landing on a piece that can itself move picks that piece: that is no landing either.
    expect(resolvePremove(options, { start: { from: 'a3' }, to: 'c3' }, { empty: false, hands: true })).toBeNull();
    expect(resolvePremove(options, { start: { from: 'h1' }, to: 'h2' }, empty)).toBeNull();
    expect(resolvePremove(options, { start: { drop: 'cat' }, to: 'b2' }, empty)).toBeNull();
    expect(droppedLine(illegal)).toBe('Premove a3 → a4 dropped: it is not a legal move now.');
  });
});
