import { describe, expect, it } from 'vitest';
import { unwrap, type Player } from '@tabula/engine-core';
import { checkers61b, squareIndex, squareName, type CheckersMove, type CheckersPiece, type CheckersState } from './index.js';

const KINDS = { P: 'pawn', S: 'shield', B: 'bomb' } as const;

/** A state from a placement such as `Pc3 +bd4` (upper case fire, lower case water, `+` king). */
function position(placement: string, toMove: Player = 0): CheckersState {
  const board: (CheckersPiece | null)[] = Array<CheckersPiece | null>(64).fill(null);
  for (const item of placement.split(' ').filter(Boolean)) {
    const match = /^(\+?)([PSBpsb])([a-h][1-8])$/.exec(item);
    if (!match) throw new Error(`bad placement ${item}`);
    const letter = match[2] as string;
    board[squareIndex(match[3] as string)] = {
      owner: letter === letter.toUpperCase() ? 0 : 1,
      kind: KINDS[letter.toUpperCase() as keyof typeof KINDS],
      king: match[1] === '+',
    };
  }
  return { board, toMove, moveNumber: 1 };
}

/** A move from its text, e.g. `a1c3e5`. */
function move(text: string): CheckersMove {
  const squares = text.match(/[a-h][1-8]/g)?.map(squareIndex) ?? [];
  return { from: squares[0] as number, path: squares.slice(1) };
}

const texts = (state: CheckersState) => checkers61b.legalMoves(state).map(checkers61b.moveKey).sort();
const at = (state: CheckersState, square: string) => state.board[squareIndex(square)] ?? null;
const after = (state: CheckersState, text: string) => unwrap(checkers61b.play(state, move(text)));
const refusal = (state: CheckersState, text: string) => {
  const result = checkers61b.play(state, move(text));
  if (result.ok) throw new Error(`${text} was accepted`);
  return result.error;
};
/** Pieces kept far away so that a test position's game is not over. */
const FAR_WATER = 'ph8';
const FAR_FIRE = 'Pa1';

describe('Checkers61b rules', () => {
  it('CK-1: the start has seven steps, all by the front bombs, fire first', () => {
    const start = checkers61b.start();
    expect(texts(start)).toEqual(['a3b4', 'c3b4', 'c3d4', 'e3d4', 'e3f4', 'g3f4', 'g3h4']);
    expect(checkers61b.status(start)).toEqual({ kind: 'playing', toMove: 0 });
    expect(at(start, 'a1')).toEqual({ owner: 0, kind: 'pawn', king: false });
    expect(at(start, 'b6')).toEqual({ owner: 1, kind: 'bomb', king: false });
  });

  it('CK-1: plain pieces step diagonally forward only, water downwards; kings step all four ways', () => {
    expect(texts(position(`Pd4 ${FAR_WATER}`, 0))).toEqual(['d4c5', 'd4e5']);
    expect(texts(position(`pd4 ${FAR_FIRE}`, 1))).toEqual(['d4c3', 'd4e3']);
    expect(texts(position(`+Sd4 ${FAR_WATER}`))).toEqual(['d4c3', 'd4c5', 'd4e3', 'd4e5']);
    expect(texts(position(`+bd4 ${FAR_FIRE}`, 1))).toEqual(['d4c3', 'd4c5', 'd4e3', 'd4e5']);
  });

  it('CK-1: refuses backward steps of plain pieces, steps onto occupied squares and non-diagonal moves', () => {
    const state = position(`Pd4 Pe5 ${FAR_WATER}`);
    expect(refusal(state, 'd4c3')).toMatchObject({ code: 'illegal-move', rule: 'CK-1', message: 'CK-1: a piece that is not a king steps only forward (fire moves up)' });
    expect(refusal(state, 'd4e5')).toMatchObject({ code: 'illegal-move', rule: 'CK-1', message: 'CK-1: e5 is occupied: a step goes to an empty square' });
    expect(refusal(state, 'd4d5')).toMatchObject({ code: 'illegal-move', rule: 'CK-1' });
  });

  it('CK-2: a capture jumps an adjacent enemy piece, which vanishes; capturing is never compulsory', () => {
    const state = position('Pc3 pd4 ph8');
    expect(texts(state)).toEqual(['c3b4', 'c3e5']);
    const next = after(state, 'c3e5');
    expect(at(next, 'd4')).toBeNull();
    expect(at(next, 'c3')).toBeNull();
    expect(at(next, 'e5')).toEqual({ owner: 0, kind: 'pawn', king: false });
  });

  it('CK-2: refuses jumps over nothing, over own pieces, onto occupied squares, backwards, and flying kings', () => {
    const state = position('Pc3 Pd4 +Sa3 pb2 pf4 pg5 ph8');
    expect(refusal(state, 'c3e5')).toMatchObject({ rule: 'CK-2', message: "CK-2: a piece cannot capture its own side's piece on d4" });
    expect(refusal(state, 'c3a5')).toMatchObject({ rule: 'CK-2', message: 'CK-2: there is no piece on b4 to capture' });
    expect(refusal(state, 'c3a1')).toMatchObject({ rule: 'CK-2', message: 'CK-2: a piece that is not a king captures only forward (fire moves up)' });
    expect(refusal(state, 'd4f6')).toMatchObject({ rule: 'CK-2' });
    expect(refusal(position('Pe3 pf4 pg5 ph8'), 'e3g5')).toMatchObject({ rule: 'CK-2', message: 'CK-2: the landing square g5 is not empty' });
    expect(refusal(position('+Pa1 pc3 ph8'), 'a1d4')).toMatchObject({ rule: 'CK-2' });
  });

  it('CK-2: a chain may cross and land on squares it emptied, its start square included', () => {
    const state = position('+Pc3 pd4 pd6 pb6 pb4 ph8');
    expect(texts(state)).toContain('c3e5c7a5c3');
    expect(texts(state)).toContain('c3a5c7e5c3');
    const next = after(state, 'c3e5c7a5c3');
    expect(at(next, 'c3')).toEqual({ owner: 0, kind: 'pawn', king: true });
    for (const square of ['d4', 'd6', 'b6', 'b4']) expect(at(next, square)).toBeNull();
  });

  it('CK-3: every prefix of a capture chain is a move of its own', () => {
    const state = position('Pc3 pd4 pf6 pd6 ph8');
    expect(texts(state)).toEqual(['c3b4', 'c3e5', 'c3e5c7', 'c3e5g7']);
  });

  it('CK-3: no capture follows a step, and no step follows a capture', () => {
    const state = position('Pc3 pd4 pe5 ph8');
    expect(refusal(position('Pc3 pc5 ph8'), 'c3b4d6')).toMatchObject({ rule: 'CK-3', message: 'CK-3: a step ends the turn: nothing may follow c3b4' });
    expect(refusal(position('Pc3 pd4 ph8'), 'c3e5f6')).toMatchObject({ rule: 'CK-3', message: 'CK-3: no step may follow a capture (e5f6)' });
    expect(refusal(state, 'c3e5')).toMatchObject({ rule: 'CK-2' });
  });

  it('CK-4: a piece reaching the far rank is crowned at once, by a step or in a chain, and captures on as a king', () => {
    const crowned = after(position(`Pb7 ${FAR_WATER}`), 'b7a8');
    expect(at(crowned, 'a8')).toEqual({ owner: 0, kind: 'pawn', king: true });
    const waterCrowned = after(position(`pb2 Ph2`, 1), 'b2c1');
    expect(at(waterCrowned, 'c1')).toEqual({ owner: 1, kind: 'pawn', king: true });
    const state = position('Pb6 sc7 pe7 bg5 sh2');
    expect(texts(state)).toEqual(['b6a7', 'b6d8', 'b6d8f6', 'b6d8f6h4']);
    const next = after(state, 'b6d8f6h4');
    expect(at(next, 'h4')).toEqual({ owner: 0, kind: 'pawn', king: true });
  });

  it('CK-5: a capturing bomb explodes: non-shields of both sides around the landing die, kings too, and the bomb', () => {
    const state = position('Bc3 Pf4 +Pd6 pd4 +bf6 sh8 Sa1');
    const next = after(state, 'c3e5');
    expect(at(next, 'e5')).toBeNull();
    expect(at(next, 'd4')).toBeNull();
    expect(at(next, 'f4')).toBeNull();
    expect(at(next, 'd6')).toBeNull();
    expect(at(next, 'f6')).toBeNull();
    expect(at(next, 'h8')).toEqual({ owner: 1, kind: 'shield', king: false });
    expect(at(next, 'a1')).toEqual({ owner: 0, kind: 'shield', king: false });
  });

  it('CK-5: shields survive explosions but can be captured by a jump, even by a bomb', () => {
    const next = after(position('Bc3 sd4 Sf4 sd6 pf6 ph8'), 'c3e5');
    expect(at(next, 'd4')).toBeNull();
    expect(at(next, 'f4')).toEqual({ owner: 0, kind: 'shield', king: false });
    expect(at(next, 'd6')).toEqual({ owner: 1, kind: 'shield', king: false });
    expect(at(next, 'f6')).toBeNull();
  });

  it("CK-5: a bomb's chain ends with its first capture", () => {
    const state = position('Bc3 pd4 pf6 ph8');
    expect(texts(state).filter((t) => t.startsWith('c3'))).toEqual(['c3b4', 'c3e5']);
    expect(refusal(state, 'c3e5g7')).toMatchObject({ rule: 'CK-5', message: "CK-5: a bomb's chain ends with its first capture: it explodes on e5" });
  });

  it('CK-5: explosions never chain, and a captured bomb does not explode', () => {
    // The fire bomb's blast takes the water bomb on f6, whose own neighbour g7 survives.
    const blasted = after(position('Bc3 pd4 bf6 pg7 ph8'), 'c3e5');
    expect(at(blasted, 'f6')).toBeNull();
    expect(at(blasted, 'g7')).toEqual({ owner: 1, kind: 'pawn', king: false });
    // A pawn captures a bomb: nothing around the bomb's square is touched.
    const captured = after(position('Pc3 bd4 pe3 pc5 ph8'), 'c3e5');
    expect(at(captured, 'd4')).toBeNull();
    expect(at(captured, 'e3')).not.toBeNull();
    expect(at(captured, 'c5')).not.toBeNull();
    expect(at(captured, 'e5')).toEqual({ owner: 0, kind: 'pawn', king: false });
  });

  it('CK-5: an explosion at the board edge is clipped to the board', () => {
    const next = after(position('bc5 Pb4 Pb2 Pe1 pa7', 1), 'c5a3');
    expect(at(next, 'b2')).toBeNull();
    expect(at(next, 'b4')).toBeNull();
    expect(at(next, 'a3')).toBeNull();
    expect(at(next, 'e1')).not.toBeNull();
  });

  it('CK-6: capturing the last enemy piece wins (all-captured)', () => {
    const next = after(position('Pc3 pd4'), 'c3e5');
    expect(checkers61b.status(next)).toEqual({ kind: 'over', winner: 0, reason: 'all-captured' });
  });

  it("CK-6: a mover whose own bomb removes its last piece has lost if the opponent's shield survives", () => {
    const next = after(position('Bc3 sd4 sf6 pf4'), 'c3e5');
    expect(checkers61b.status(next)).toEqual({ kind: 'over', winner: 1, reason: 'all-captured' });
  });

  it('CK-6: with no pieces left at all the game is a draw (mutual-destruction); set-up positions count too', () => {
    const next = after(position('Be3 pf4 bh6'), 'e3g5');
    expect(next.board.every((cell) => cell === null)).toBe(true);
    expect(checkers61b.status(next)).toEqual({ kind: 'over', winner: null, reason: 'mutual-destruction' });
    expect(checkers61b.status(position('pd4'))).toEqual({ kind: 'over', winner: 1, reason: 'all-captured' });
  });

  it('CK-7: a player with pieces but no legal move loses (no-moves)', () => {
    const stuck = position('Pa1 sb2 sc3 ph8');
    expect(checkers61b.legalMoves(stuck)).toEqual([]);
    expect(checkers61b.status(stuck)).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
  });

  it('G-1: a stuck water player loses just as fire does', () => {
    const stuck = position('ph8 Pg7 Pf6 Pa1', 1);
    expect(checkers61b.status(stuck)).toEqual({ kind: 'over', winner: 0, reason: 'no-moves' });
  });

  it('G-2: a finished game lists no moves and refuses every move', () => {
    const won = position('Pc3');
    expect(checkers61b.legalMoves(won)).toEqual([]);
    expect(refusal(won, 'c3d4')).toMatchObject({ code: 'game-over', rule: 'G-2' });
    expect(refusal(position('Pa1 sb2 sc3 ph8'), 'a1b2')).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });

  it('G-3: no rule ends a game by move count', () => {
    const late = { ...position('Pa1 ph8'), moveNumber: 100000 };
    expect(checkers61b.status(late)).toEqual({ kind: 'playing', toMove: 0 });
  });

  it('refuses moves from empty squares, of the wrong side, and data that is no move', () => {
    const start = checkers61b.start();
    expect(refusal(start, 'd4e5')).toMatchObject({ code: 'no-piece', message: 'there is no piece on d4' });
    expect(refusal(start, 'b6a5')).toMatchObject({ code: 'not-your-piece' });
    for (const bad of [null, 3, { from: 0 }, { from: 0, path: [] }, { from: 64, path: [9] }, { from: 0, path: [1.5] }]) {
      expect(checkers61b.play(start, bad as unknown as CheckersMove)).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    }
  });

  it('counts move numbers after each water move and hands the turn over', () => {
    const first = after(checkers61b.start(), 'c3d4');
    expect(first).toMatchObject({ toMove: 1, moveNumber: 1 });
    expect(after(first, 'b6a5')).toMatchObject({ toMove: 0, moveNumber: 2 });
  });
});

describe('Checkers61b front-end support', () => {
  it('chainOptions: builds a chain one landing at a time from the legal moves', async () => {
    const { chainOptions, movableSquares } = await import('./index.js');
    const state = position('Pc3 Sa1 pd4 pd6 pf6 ph8');
    expect(movableSquares(state).sort()).toEqual(['a1', 'c3']);
    const first = chainOptions(state, 'c3');
    expect(first.current).toBeNull();
    expect(first.next.map((n) => n.square).sort()).toEqual(['b4', 'e5']);
    const second = chainOptions(state, 'c3', ['e5']);
    expect(second.current && checkers61b.moveKey(second.current)).toBe('c3e5');
    expect(second.next.map((n) => n.square).sort()).toEqual(['c7', 'g7']);
    const last = chainOptions(state, 'c3', ['e5', 'g7']);
    expect(last.current && checkers61b.moveKey(last.current)).toBe('c3e5g7');
    expect(last.next).toEqual([]);
    expect(chainOptions(state, 'c3', ['b4']).next).toEqual([]);
    expect(chainOptions(state, 'c3', ['f4'])).toEqual({ current: null, next: [] });
  });

  it('describeMove gives the start and every landing; picture gives 64 cells, rank 8 first', () => {
    const start = checkers61b.start();
    expect(checkers61b.describeMove(start, move('a1c3e5'))).toEqual({ from: 'a1', path: ['c3', 'e5'] });
    const picture = checkers61b.picture(start);
    expect(picture.cells).toHaveLength(64);
    expect(picture.cells[0]).toMatchObject({ square: 'a8', terrain: 'unused', piece: null });
    expect(picture.cells[1]).toMatchObject({ square: 'b8', terrain: 'land', piece: { owner: 1, kind: 'pawn', name: 'water pawn', letter: 'p' } });
    expect(picture.cells[56]).toMatchObject({ square: 'a1', piece: { owner: 0, kind: 'pawn', letter: 'P', promoted: false } });
    const king = checkers61b.picture(position('+bd4 Pa1'));
    expect(king.cells.find((c) => c.square === 'd4')?.piece).toMatchObject({ name: 'water bomb king', letter: '+b', promoted: true });
    expect(squareName(squareIndex('h8'))).toBe('h8');
  });

  it('evaluate: symmetric at the start, likes kings, material, and shields near enemy bombs better than pawns', () => {
    const start = checkers61b.start();
    expect(Math.abs(checkers61b.evaluate?.(start, 0) ?? 1)).toBe(0);
    expect(Math.abs(checkers61b.evaluate?.({ ...start, toMove: 1 }, 1) ?? 1)).toBe(0);
    const evaluate = (placement: string) => checkers61b.evaluate?.(position(placement), 0) ?? 0;
    expect(evaluate('+Pd4 ph8')).toBeGreaterThan(evaluate('Pd4 ph8'));
    expect(evaluate('Pd4 Pb2 ph8')).toBeGreaterThan(evaluate('Pd4 ph8'));
    expect(evaluate('Sd4 bf6 pa7')).toBeGreaterThan(evaluate('Pd4 bf6 pa7'));
  });

  it('search hooks: equal states hash equal, the side to move matters, captures are valued', () => {
    const hooks = checkers61b.search;
    const start = checkers61b.start();
    expect(hooks?.hash?.(start)).toBe(hooks?.hash?.(JSON.parse(JSON.stringify(start)) as CheckersState));
    expect(hooks?.hash?.(start)).not.toBe(hooks?.hash?.({ ...start, toMove: 1 }));
    const state = position('Bc3 pd4 pd6 pf6 sb4 ph8');
    expect(hooks?.isCapture?.(state, move('c3e5'))).toBe(true);
    expect(hooks?.isCapture?.(state, move('c3b2'))).toBe(false);
    expect(hooks?.captureValue?.(state, move('c3e5'))).toBeGreaterThan(100);
  });
});
