import { createSession } from '@tabula/play';
import { describe, expect, it } from 'vitest';
import { testRegistry } from '../testing/run-captured.js';
import { placementChoice, readTypedSquare } from './typed-square.js';

// A square typed alone at the prompt, read against the seat's own snapshot: select a piece, put one
// there, choose which, or be told what is wrong.

function sessionOf(game: string, position?: string) {
  const created = createSession(
    { game, seats: ['human', 'human'], ...(position !== undefined ? { position } : {}) },
    game === 'tic-tac-toe' ? { registry: testRegistry } : {},
  );
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function read(snapshot: ReturnType<ReturnType<typeof sessionOf>['snapshot']>, square: string) {
  return readTypedSquare(snapshot, snapshot.legalMoves ?? [], square);
}

describe('a square typed in a placement game', () => {
  it('puts the stone there: the one move that places on it, as if its text had been typed', () => {
    const session = sessionOf('tic-tac-toe');
    const typed = read(session.snapshot(0), ' B2 ');
    expect(typed).toMatchObject({ kind: 'place', square: 'b2', option: { text: 'b2', shape: { from: null, path: ['b2'] } } });
  });

  it("says a taken square is taken: by the other side's piece, or by one's own that cannot move", () => {
    const session = sessionOf('tic-tac-toe');
    expect(session.submit(0, 'b2').ok).toBe(true);
    expect(read(session.snapshot(1), 'b2')).toEqual({ kind: 'refused', square: 'b2', message: "b2 is taken by X's piece" });
    expect(session.submit(1, 'a1').ok).toBe(true);
    expect(read(session.snapshot(0), 'b2')).toEqual({ kind: 'refused', square: 'b2', message: 'b2 is taken, and the piece on it has no move' });
    expect(read(session.snapshot(0), 'd4')).toMatchObject({ kind: 'refused', message: 'there is no square d4 on this board' });
  });
});

describe('a square typed in a game with drops (animal chess)', () => {
  // North (seat 0) holds a giraffe and two chicks; a1 is empty.
  const session = sessionOf('animal-chess', '1GLGC/5/1H1H1/1h1h1/5/c1lgc 0 G2Hc 5');

  it('offers the pieces that may go on an empty square, by their moves and names', () => {
    const snapshot = session.snapshot(0);
    const typed = read(snapshot, 'a1');
    expect(typed.kind).toBe('choose');
    if (typed.kind !== 'choose') return;
    expect(typed.options.map((option) => option.text)).toEqual(['G*a1', 'H*a1']);
    expect(placementChoice(snapshot, typed.square, typed.options)).toBe('a1: which piece goes there? Type G*a1 (giraffe) or H*a1 (chick).');
  });

  it('still selects a piece that has moves, and says a square of the other side is taken', () => {
    const snapshot = session.snapshot(0);
    expect(read(snapshot, 'c1')).toMatchObject({ kind: 'select', square: 'c1' });
    expect(read(snapshot, 'b4')).toEqual({ kind: 'refused', square: 'b4', message: "b4 is taken by South's piece" });
  });
});

describe('a square typed in a game that puts nothing on the board (checkers)', () => {
  // Fire's pawn on c3 can take d4 and land on e5, or step to b4 (CK-3).
  const snapshot = sessionOf('checkers61b', '7p/8/5p2/8/3p4/2P5/8/8 f 1').snapshot(0);

  it('selects the piece and offers its first landings', () => {
    expect(read(snapshot, 'c3')).toEqual({ kind: 'select', square: 'c3', next: ['b4', 'e5'] });
  });

  it('says what is on a square no move starts from, as before: nothing, an enemy piece, an unused square', () => {
    expect(read(snapshot, 'd2')).toMatchObject({ kind: 'refused', message: 'there is no piece on d2' });
    expect(read(snapshot, 'd4')).toMatchObject({ kind: 'refused', message: "the piece on d4 is Water's" });
    expect(read(snapshot, 'a2')).toMatchObject({ kind: 'refused', message: 'a2 is a square no piece stands on in this game' });
  });
});
