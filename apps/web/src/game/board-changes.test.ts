import { describe, expect, it } from 'vitest';
import { createSession } from '@tabula/play';
import { explodedSquares, lostPieces, startAsKnown } from './board-changes.js';

function session(game: string, position?: string) {
  const created = createSession({ game, seats: ['human', 'human'], ...(position ? { position } : {}) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('explosions', () => {
  it('blow clear the landing square and its neighbours when a bomb captures (CK-5)', () => {
    // A fire bomb on c3 jumps the water pawn on d4 and explodes on e5, taking the water pawn on f6.
    const game = session('checkers61b', '8/8/5p2/8/3p4/2B5/8/8 f 1');
    const before = game.snapshot(0).picture;
    const played = game.submit(0, 'c3e5');
    expect(played.ok).toBe(true);
    const after = game.snapshot(0);
    if (!before || !after.picture || !after.lastMove) throw new Error('no picture');
    expect(explodedSquares(before, after.picture, after.lastMove.shape).sort()).toEqual(['d4', 'e5', 'f6']);
  });

  it('are not seen in a plain capture', () => {
    const game = session('checkers61b', '8/8/5p2/8/3p4/2P5/8/8 f 1');
    const before = game.snapshot(0).picture;
    game.submit(0, 'c3e5');
    const after = game.snapshot(0);
    if (!before || !after.picture || !after.lastMove) throw new Error('no picture');
    expect(explodedSquares(before, after.picture, after.lastMove.shape)).toEqual([]);
  });
});

describe('lost pieces', () => {
  it('names the captured pieces of each side', () => {
    const game = session('simple-chess');
    const start = game.snapshot(0).picture;
    for (const move of ['e2e4', 'd7d5', 'e4d5']) expect(game.submit(game.toMove ?? 0, move).ok).toBe(true);
    const now = game.snapshot(0).picture;
    if (!start || !now) throw new Error('no picture');
    const [white, black] = lostPieces(start, now);
    expect(white).toEqual({ known: [], unknown: 0 });
    expect(black.known.map((piece) => piece.name)).toEqual(['black pawn']);
  });
});

describe('lost pieces in Stratego, as the viewer knows them (ST-9)', () => {
  // Red's marshal stands at the front of the a-file; Blue's a7 piece (a lieutenant) is the one it attacks.
  const RED = 'SJNPSSBBPM/TJOLGTYLOJ/NSBPPLLSBS/SSNTTNNBFB';
  const BLUE = 'LPBBSSPNJS/JOLYMGTOJT/SBSLLPPBSN/BFBNNTTNSS';

  it('names an enemy piece taken in battle, and still counts an enemy piece never seen as unseen', () => {
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const game = created.value;
    expect(game.submitSetup(0, RED).ok).toBe(true);
    expect(game.submitSetup(1, BLUE).ok).toBe(true);
    const blueAtA7 = game.snapshot(1).picture?.cells.find((cell) => cell.square === 'a7')?.piece;
    expect(blueAtA7?.name).toBe('blue lieutenant');
    expect(game.snapshot(0).picture?.cells.find((cell) => cell.square === 'a4')?.piece?.name).toBe('red marshal');
    const startBefore = startAsKnown(game.record(0));
    // Blue shuffles a piece on the j-file while the marshal walks up and attacks a7.
    for (const move of ['a4a5', 'j7j6', 'a5a6', 'j6j7', 'a6a7']) expect(game.submit(game.toMove ?? 0, move), move).toMatchObject({ ok: true });
    const now = game.snapshot(0).picture;
    const start = startAsKnown(game.record(0));
    if (!now || !start || !startBefore) throw new Error('no picture');
    const [, blue] = lostPieces(start, now);
    expect(blue).toEqual({ known: [expect.objectContaining({ name: 'blue lieutenant' })], unknown: 0 });
    // The start as it was known before the battle cannot name it: that was the defect.
    expect(lostPieces(startBefore, now)[1]).toEqual({ known: [], unknown: 1 });
  });
});
