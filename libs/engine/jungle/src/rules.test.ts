import { describe, expect, it } from 'vitest';
import { genericPerft, unwrap, type Player } from '@tabula/engine-core';
import { geometry, SIZE } from './board.js';
import { effectiveRank } from './capture.js';
import { jungle } from './game.js';
import type { JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

/** A hand-built position: `{ d5: 'l', b5: 'R' }`, blue to move unless told. */
function position(pieces: Record<string, JunglePiece>, toMove: Player = 0): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(pieces)) cells[geometry.parse(name)] = piece;
  return { cells, toMove, moveNumber: 1 };
}

const move = (text: string): JungleMove => ({ from: geometry.parse(text.slice(0, 2)), to: geometry.parse(text.slice(2)) });
const texts = (state: JungleState): string[] => jungle.legalMoves(state).map((m) => jungle.moveKey(m)).sort();
const movesFrom = (state: JungleState, square: string): string[] => texts(state).filter((t) => t.startsWith(square));
const isLegal = (state: JungleState, text: string): boolean => texts(state).includes(text);

/** The error `play` gives for a move, which must also be absent from `legalMoves`. */
function refusal(state: JungleState, text: string) {
  expect(isLegal(state, text)).toBe(false);
  const result = jungle.play(state, move(text));
  if (result.ok) throw new Error(`${text} was accepted`);
  return result.error;
}

// Far-away guards keep both sides alive, so that captures do not end the game by JG-16.
const GUARDS = { a2: 'c', g8: 'C' } as const satisfies Record<string, JunglePiece>;

describe('Jungle rules (docs/rules.md §3)', () => {
  it('the start position matches docs/rules.md and gives the known perft counts 24, 576, 12240', () => {
    const start = jungle.start();
    expect(start.cells.filter(Boolean)).toHaveLength(16);
    expect(start.cells[geometry.parse('a1')]).toBe('l');
    expect(start.cells[geometry.parse('g9')]).toBe('L');
    expect(start.toMove).toBe(0);
    expect([1, 2, 3].map((d) => genericPerft(jungle, start, d))).toEqual([24, 576, 12240]);
  });

  it('JG-1: every piece moves one square orthogonally', () => {
    const state = position({ d3: 'w', ...GUARDS });
    expect(movesFrom(state, 'd3')).toEqual(['d3c3', 'd3d2', 'd3d4', 'd3e3']);
    expect(refusal(state, 'd3e4')).toMatchObject({ code: 'illegal-move', rule: 'JG-1' });
    expect(refusal(state, 'd3d5')).toMatchObject({ code: 'illegal-move', rule: 'JG-1' });
  });

  it('JG-2: a piece may not enter its own den, but the enemy den is open', () => {
    const blue = position({ c1: 'd', ...GUARDS });
    expect(refusal(blue, 'c1d1')).toMatchObject({ rule: 'JG-2', message: 'JG-2: a piece may not enter its own den' });
    const redNextToDen = position({ d8: 'D', ...GUARDS }, 1);
    expect(refusal(redNextToDen, 'd8d9')).toMatchObject({ rule: 'JG-2' });
    expect(isLegal(position({ c9: 'd', ...GUARDS }), 'c9d9')).toBe(true);
  });

  it('JG-3: traps may be entered and left by both sides', () => {
    const state = position({ d3: 'w', d7: 'W', ...GUARDS });
    expect(isLegal(state, 'd3d2')).toBe(true); // own trap
    const red = position({ d3: 'W', d7: 'w', ...GUARDS }, 1);
    expect(isLegal(red, 'd3d2')).toBe(true); // enemy trap
    const inTrap = unwrap(jungle.play(red, move('d3d2')));
    const redAgain = unwrap(jungle.play(inTrap, move('a2a3')));
    // From blue's trap the red wolf may leave the way it came, sideways, or on into blue's den.
    expect(movesFrom(redAgain, 'd2')).toEqual(['d2c2', 'd2d1', 'd2d3', 'd2e2']);
  });

  it('JG-4: only the rat may enter water', () => {
    const state = position({ b3: 'd', c3: 'r', ...GUARDS });
    expect(refusal(state, 'b3b4')).toMatchObject({ code: 'illegal-move', rule: 'JG-4', message: 'JG-4: only the rat may enter water' });
    expect(isLegal(state, 'c3c4')).toBe(true);
    const swimming = position({ c5: 'r', ...GUARDS });
    expect(movesFrom(swimming, 'c5')).toEqual(['c5b5', 'c5c4', 'c5c6', 'c5d5']);
  });

  it('JG-5: lion and tiger jump across the river, vertically and horizontally; nobody else does', () => {
    const lion = position({ b3: 'l', ...GUARDS });
    expect(movesFrom(lion, 'b3')).toEqual(['b3a3', 'b3b2', 'b3b7', 'b3c3']);
    const tiger = position({ a5: 't', ...GUARDS });
    expect(movesFrom(tiger, 'a5')).toEqual(['a5a4', 'a5a6', 'a5d5']);
    const redTiger = position({ f7: 'T', ...GUARDS }, 1);
    expect(movesFrom(redTiger, 'f7')).toContain('f7f3');
    expect(refusal(position({ b3: 'p', ...GUARDS }), 'b3b7')).toMatchObject({ rule: 'JG-5' });
    expect(refusal(position({ a5: 'e', ...GUARDS }), 'a5d5')).toMatchObject({ rule: 'JG-5' });
  });

  it('JG-5b: jumps start only from the banks; from d a lion jumps either way', () => {
    const lion = position({ d5: 'l', ...GUARDS });
    expect(movesFrom(lion, 'd5')).toEqual(['d5a5', 'd5d4', 'd5d6', 'd5g5']);
    expect(refusal(position({ b2: 'l', ...GUARDS }), 'b2b7')).toMatchObject({ rule: 'JG-5b' });
    expect(refusal(position({ b3: 'l', ...GUARDS }), 'b3b6')).toMatchObject({ rule: 'JG-5b' });
    expect(refusal(position({ a5: 'l', ...GUARDS }), 'a5g5')).toMatchObject({ rule: 'JG-5b' });
  });

  it('JG-6: a jump may end on an enemy piece and captures it when JG-14 allows', () => {
    const state = position({ d5: 'l', g5: 'T', a5: 'E', ...GUARDS });
    const taken = unwrap(jungle.play(state, move('d5g5')));
    expect(taken.cells[geometry.parse('g5')]).toBe('l');
    expect(taken.cells.filter(Boolean)).toHaveLength(4);
    expect(refusal(state, 'd5a5')).toMatchObject({ rule: 'JG-14' }); // an elephant outranks a lion
  });

  it('JG-7: the seed picture — a lion on d5 jumps to g5 but not to a5 while a rat of either side swims on b5 or c5', () => {
    for (const rat of ['r', 'R'] as const) {
      for (const water of ['b5', 'c5']) {
        const state = position({ d5: 'l', [water]: rat, ...GUARDS });
        expect(isLegal(state, 'd5g5')).toBe(true);
        expect(refusal(state, 'd5a5')).toMatchObject({ code: 'illegal-move', rule: 'JG-7', message: `JG-7: the jump is blocked by the rat on ${water}` });
      }
    }
    const vertical = position({ e3: 't', e5: 'R', ...GUARDS });
    expect(refusal(vertical, 'e3e7')).toMatchObject({ rule: 'JG-7' });
  });

  it('JG-8: a rat captures an elephant, but only when it moves from land', () => {
    const fromLand = position({ b3: 'r', b2: 'E', ...GUARDS });
    expect(isLegal(fromLand, 'b3b2')).toBe(true);
    const fromWater = position({ b4: 'r', b3: 'E', ...GUARDS });
    expect(refusal(fromWater, 'b4b3')).toMatchObject({ rule: 'JG-8' });
  });

  it('JG-9: a rat in the water cannot capture a rat on land', () => {
    const state = position({ b4: 'r', b3: 'R', ...GUARDS });
    expect(refusal(state, 'b4b3')).toMatchObject({ rule: 'JG-9' });
    const onLand = position({ a4: 'r', a3: 'R', ...GUARDS });
    expect(isLegal(onLand, 'a4a3')).toBe(true);
  });

  it('JG-10: a rat in the water is captured only by a rat in the water', () => {
    const state = position({ b3: 'e', a4: 'r', b5: 'r', b4: 'R', ...GUARDS });
    expect(refusal(state, 'b3b4')).toMatchObject({ rule: 'JG-4' }); // an elephant cannot even enter water
    expect(refusal(state, 'a4b4')).toMatchObject({ rule: 'JG-10' }); // rat on land
    expect(isLegal(state, 'b5b4')).toBe(true); // rat in the water
  });

  it('JG-11: a piece on an enemy trap has rank 0: anything takes it, and it takes nothing', () => {
    const state = position({ d2: 'L', d3: 'r', c2: 'c', ...GUARDS });
    expect(effectiveRank('L', geometry.parse('d2'))).toBe(0);
    expect(isLegal(state, 'd3d2')).toBe(true); // a rat takes a trapped lion
    expect(isLegal(state, 'c2d2')).toBe(true);
    const redTurn = { ...state, toMove: 1 as const };
    expect(refusal(redTurn, 'd2c2')).toMatchObject({ rule: 'JG-11' }); // the trapped lion cannot take a cat
  });

  it('JG-12: the rank comes back as soon as the piece leaves the trap', () => {
    const state = position({ d2: 'L', e3: 'c', ...GUARDS }, 1);
    const out = unwrap(jungle.play(state, move('d2d3')));
    expect(effectiveRank('L', geometry.parse('d3'))).toBe(7);
    expect(refusal(out, 'e3d3')).toMatchObject({ rule: 'JG-14' }); // the cat no longer takes it
    expect(Object.keys(out).sort()).toEqual(['cells', 'moveNumber', 'toMove']); // nothing stored about traps
  });

  it('JG-13: a piece on its own trap keeps its rank; its captor then stands on an enemy trap at rank 0', () => {
    const state = position({ d2: 'd', d3: 'C', e2: 'L', c2: 'r', ...GUARDS }, 1);
    expect(effectiveRank('d', geometry.parse('d2'))).toBe(3);
    expect(refusal(state, 'd3d2')).toMatchObject({ rule: 'JG-14' }); // a cat cannot take the dog
    const taken = unwrap(jungle.play(state, move('e2d2'))); // the lion can
    expect(isLegal(taken, 'c2d2')).toBe(true); // and now a rat takes the lion
  });

  it('JG-14: a piece captures an enemy of the same or lower rank, not a higher one, and never its own', () => {
    const state = position({ c4: 'r', d4: 'w', d5: 'W', e3: 'P', d3: 'd', ...GUARDS });
    expect(isLegal(state, 'd4d5')).toBe(true); // equal rank
    expect(isLegal(state, 'd4e4')).toBe(false); // water, not a capture question
    const attacks = position({ d4: 'w', d5: 'P', c3: 'C', ...GUARDS });
    expect(refusal(attacks, 'd4d5')).toMatchObject({ rule: 'JG-14', message: 'JG-14: a wolf (rank 4) cannot capture a leopard (rank 5)' });
    expect(refusal(state, 'd4d3')).toMatchObject({ rule: 'JG-14' }); // own piece
  });

  it('JG-15: an elephant may capture a rat', () => {
    const state = position({ a3: 'e', a4: 'R', ...GUARDS });
    expect(isLegal(state, 'a3a4')).toBe(true);
  });

  it('JG-16: entering the enemy den wins; capturing the last enemy piece wins', () => {
    const den = unwrap(jungle.play(position({ c9: 'd', ...GUARDS }), move('c9d9')));
    expect(jungle.status(den)).toEqual({ kind: 'over', winner: 0, reason: 'den-entered' });
    const redDen = unwrap(jungle.play(position({ d2: 'R', ...GUARDS }, 1), move('d2d1')));
    expect(jungle.status(redDen)).toEqual({ kind: 'over', winner: 1, reason: 'den-entered' });
    const last = unwrap(jungle.play(position({ a3: 'e', a4: 'R' }), move('a3a4')));
    expect(jungle.status(last)).toEqual({ kind: 'over', winner: 0, reason: 'all-captured' });
  });

  it('G-1: a player to move with no legal move loses', () => {
    // The blue rat in the corner faces a cat and a dog it cannot take.
    const state = position({ a1: 'r', b1: 'C', a2: 'D' });
    expect(jungle.legalMoves(state)).toEqual([]);
    expect(jungle.status(state)).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
    expect(jungle.play(state, move('a1b1'))).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
  });

  it('G-2: a finished game has no legal moves and refuses every move', () => {
    const won = unwrap(jungle.play(position({ c9: 'd', ...GUARDS }), move('c9d9')));
    expect(jungle.legalMoves(won)).toEqual([]);
    expect(jungle.play(won, move('g8g7'))).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
    expect(jungle.perft?.(won, 2)).toBe(0);
  });

  it('refuses moves that are not moves, start on no piece or on the enemy', () => {
    const start = jungle.start();
    expect(jungle.play(start, { from: 99, to: 1 })).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(jungle.play(start, null as unknown as JungleMove)).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(jungle.play(start, move('a3a3'))).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(jungle.play(start, move('d4d5'))).toMatchObject({ ok: false, error: { code: 'no-piece', message: 'there is no piece on d4' } });
    expect(jungle.play(start, move('a7a6'))).toMatchObject({ ok: false, error: { code: 'not-your-piece' } });
  });

  it('counts the move number up after red moves, and never mutates its input', () => {
    const start = jungle.start();
    const before = JSON.stringify(start);
    const one = unwrap(jungle.play(start, move('a3a4')));
    expect(one).toMatchObject({ toMove: 1, moveNumber: 1 });
    expect(unwrap(jungle.play(one, move('g7g6')))).toMatchObject({ toMove: 0, moveNumber: 2 });
    expect(JSON.stringify(start)).toBe(before);
  });
});
