import type { Player } from '@tabula/engine-core';
import { unwrap } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { moveText, simpleChess } from './game.js';
import type { PieceLetter } from './pieces.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

/** A state with the given pieces (`{ e1: 'K', e8: 'k' }`), `toMove` to play. */
function arrange(pieces: Record<string, PieceLetter>, toMove: Player = 0): SimpleChessState {
  const cells = Array<PieceLetter | null>(64).fill(null);
  for (const [square, piece] of Object.entries(pieces)) cells[board.parse(square)] = piece;
  return { board: cells, toMove, halfmoveClock: 0, moveNumber: 1 };
}

function move(text: string): SimpleChessMove {
  return { from: board.parse(text.slice(0, 2)), to: board.parse(text.slice(2)) };
}

/** The canonical texts of the legal moves starting on `square`. */
function movesFrom(state: SimpleChessState, square: string): string[] {
  return simpleChess
    .legalMoves(state)
    .map(moveText)
    .filter((text) => text.startsWith(square));
}

function refusal(state: SimpleChessState, text: string) {
  const result = simpleChess.play(state, move(text));
  if (result.ok) throw new Error(`${text} was accepted`);
  return result.error;
}

const KINGS = { a1: 'K', h8: 'k' } as const;

describe('simplified chess rules (docs/rules.md §5)', () => {
  it('SC-1: the king steps one square in any direction', () => {
    const state = arrange({ d4: 'K', h8: 'k' });
    expect(movesFrom(state, 'd4').sort()).toEqual(['d4c3', 'd4c4', 'd4c5', 'd4d3', 'd4d5', 'd4e3', 'd4e4', 'd4e5']);
    expect(movesFrom(arrange({ a1: 'K', h8: 'k' }), 'a1')).toEqual(['a1a2', 'a1b1', 'a1b2']);
    const far = refusal(state, 'd4d6');
    expect(far.code).toBe('illegal-move');
    expect(far.rule).toBe('SC-1');
    expect(far.message).toMatch(/^SC-1: /);
  });

  it('SC-1: there is no castling', () => {
    const state = arrange({ e1: 'K', h1: 'R', a1: 'R', e8: 'k' });
    expect(movesFrom(state, 'e1')).not.toContain('e1g1');
    expect(movesFrom(state, 'e1')).not.toContain('e1c1');
    expect(refusal(state, 'e1g1').rule).toBe('SC-1');
  });

  it('SC-2: a rook slides along ranks and files until blocked, capturing the first enemy', () => {
    const state = arrange({ ...KINGS, d4: 'R', d6: 'p', b4: 'P' });
    expect(movesFrom(state, 'd4').sort()).toEqual(
      ['d4c4', 'd4d1', 'd4d2', 'd4d3', 'd4d5', 'd4d6', 'd4e4', 'd4f4', 'd4g4', 'd4h4'].sort(),
    );
    expect(refusal(state, 'd4d7')).toMatchObject({ code: 'illegal-move', rule: 'SC-2', message: 'SC-2: a rook cannot jump over the piece on d6' });
    expect(refusal(state, 'd4e5').message).toBe('SC-2: a rook moves only along a rank or a file');
  });

  it('SC-2: a bishop slides diagonally until blocked, capturing the first enemy', () => {
    const state = arrange({ ...KINGS, c1: 'B', e3: 'p', b2: 'P' });
    expect(movesFrom(state, 'c1').sort()).toEqual(['c1d2', 'c1e3']);
    expect(refusal(state, 'c1f4').message).toBe('SC-2: a bishop cannot jump over the piece on e3');
    expect(refusal(state, 'c1c2').message).toBe('SC-2: a bishop moves only diagonally');
  });

  it('SC-3: queen and knight never move, but can be captured', () => {
    const state = arrange({ ...KINGS, d1: 'Q', g1: 'N', d5: 'r', c4: 'b' }, 1);
    expect(movesFrom(arrange({ ...KINGS, d1: 'Q', g1: 'N' }), 'd1')).toEqual([]);
    expect(movesFrom(arrange({ ...KINGS, d1: 'Q', g1: 'N' }), 'g1')).toEqual([]);
    const white = arrange({ ...KINGS, d1: 'Q', g1: 'N' });
    expect(refusal(white, 'd1d4')).toMatchObject({ rule: 'SC-3', message: 'SC-3: the white queen never moves' });
    expect(refusal(white, 'g1f3')).toMatchObject({ rule: 'SC-3', message: 'SC-3: the white knight never moves' });
    expect(movesFrom(state, 'd5')).toContain('d5d1');
    const taken = unwrap(simpleChess.play(state, move('d5d1')));
    expect(taken.board[board.parse('d1')]).toBe('r');
  });

  it('SC-4: a pawn steps one forward, or two from its starting rank when both squares are empty', () => {
    expect(movesFrom(arrange({ ...KINGS, e2: 'P' }), 'e2')).toEqual(['e2e3', 'e2e4']);
    expect(movesFrom(arrange({ ...KINGS, e7: 'p' }, 1), 'e7')).toEqual(['e7e5', 'e7e6']);
    expect(movesFrom(arrange({ ...KINGS, e3: 'P' }), 'e3')).toEqual(['e3e4']);
    expect(refusal(arrange({ ...KINGS, e3: 'P' }), 'e3e5').message).toBe('SC-4: a pawn moves two squares only from its starting rank');
    expect(movesFrom(arrange({ ...KINGS, e2: 'P', e4: 'n' }), 'e2')).toEqual(['e2e3']);
    const blocked = arrange({ ...KINGS, e2: 'P', e3: 'n' });
    expect(movesFrom(blocked, 'e2')).toEqual([]);
    expect(refusal(blocked, 'e2e4').message).toBe('SC-4: a pawn cannot jump over the piece on e3');
    expect(refusal(blocked, 'e2e3').message).toBe('SC-4: a pawn cannot capture straight ahead');
  });

  it('SC-4: a pawn captures one square diagonally forward, never backwards or sideways', () => {
    const state = arrange({ ...KINGS, e4: 'P', d5: 'p', f5: 'P', d3: 'p' });
    expect(movesFrom(state, 'e4')).toEqual(['e4d5', 'e4e5']);
    expect(refusal(state, 'e4d3').message).toBe('SC-4: a pawn moves only forward');
    expect(refusal(state, 'e4f4').rule).toBe('SC-4');
  });

  it('SC-4: no en passant', () => {
    // Black has just played d7d5 next to the white pawn on e5: the en-passant capture is not a move.
    const before = arrange({ ...KINGS, e5: 'P', d7: 'p' }, 1);
    const after = unwrap(simpleChess.play(before, move('d7d5')));
    expect(movesFrom(after, 'e5')).toEqual(['e5e6']);
    expect(refusal(after, 'e5d6').message).toBe('SC-4: a pawn moves diagonally only to capture an enemy piece (there is no en passant)');
  });

  it('SC-4: no promotion: a pawn reaching the last rank stays a pawn and has no moves', () => {
    const state = arrange({ a1: 'K', h1: 'k', b7: 'P', a8: 'r' });
    const promoted = unwrap(simpleChess.play(state, move('b7a8')));
    expect(promoted.board[board.parse('a8')]).toBe('P');
    const whiteAgain = { ...promoted, toMove: 0 as const };
    expect(movesFrom(whiteAgain, 'a8')).toEqual([]);
    expect(refusal(whiteAgain, 'a8a7').message).toBe('SC-4: a pawn on the last rank has no moves (there is no promotion)');
    expect(movesFrom(arrange({ a8: 'K', h8: 'k', c1: 'p' }, 1), 'c1')).toEqual([]);
  });

  it('SC-5: any piece captures an enemy piece by moving onto it, never its own', () => {
    const state = arrange({ ...KINGS, d4: 'R', d6: 'p', d2: 'P' });
    const after = unwrap(simpleChess.play(state, move('d4d6')));
    expect(after.board[board.parse('d6')]).toBe('R');
    expect(after.board[board.parse('d4')]).toBeNull();
    expect(after.board.filter((piece) => piece === 'p')).toEqual([]);
    expect(refusal(state, 'd4d2')).toMatchObject({ code: 'illegal-move', rule: 'SC-5' });
  });

  it('SC-5: there is no check: a king may step into attack and pieces may ignore an attacked king', () => {
    const state = arrange({ e1: 'K', e8: 'k', d8: 'r', h2: 'P' });
    expect(movesFrom(state, 'e1')).toContain('e1d1'); // onto the rook's file
    expect(movesFrom(state, 'h2')).toEqual(['h2h3', 'h2h4']);
    const attacked = arrange({ e1: 'K', e8: 'k', e5: 'r', h2: 'P' });
    expect(movesFrom(attacked, 'h2')).toEqual(['h2h3', 'h2h4']);
  });

  it('SC-6: capturing the king wins (reason king-captured), and the game is over', () => {
    const state = arrange({ e1: 'K', e8: 'k', e5: 'r', h2: 'P' }, 1);
    expect(movesFrom(state, 'e5')).toContain('e5e1');
    const after = unwrap(simpleChess.play(state, move('e5e1')));
    expect(simpleChess.status(after)).toEqual({ kind: 'over', winner: 1, reason: 'king-captured' });
    const whiteWins = unwrap(simpleChess.play(arrange({ e1: 'K', e2: 'k' }), move('e1e2')));
    expect(simpleChess.status(whiteWins)).toEqual({ kind: 'over', winner: 0, reason: 'king-captured' });
  });
});

describe('common rules', () => {
  it('G-1: a player to move without a legal move loses (no-moves)', () => {
    // White has only a queen, a knight and a king boxed in by its own immobile pieces.
    const boxed = arrange({ a1: 'K', a2: 'Q', b1: 'N', b2: 'N', h8: 'k' });
    expect(simpleChess.legalMoves(boxed)).toEqual([]);
    expect(simpleChess.status(boxed)).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
    const stuck = arrange({ a8: 'K', b8: 'N', a7: 'P', b7: 'Q', h1: 'k', h2: 'P' }, 1);
    // Black's king on h1 is boxed by nothing: black can move, so the game goes on.
    expect(simpleChess.status(stuck).kind).toBe('playing');
  });

  it('G-2: a finished game has no legal moves and refuses every move', () => {
    const finished = arrange({ e1: 'K', d2: 'P' }, 1);
    expect(simpleChess.status(finished)).toEqual({ kind: 'over', winner: 0, reason: 'king-captured' });
    expect(simpleChess.legalMoves(finished)).toEqual([]);
    const refused = simpleChess.play({ ...finished, toMove: 0 }, move('d2d3'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });

  it('G-3: no rule ends a game by move count: the half-move clock only counts', () => {
    let state = arrange({ a1: 'K', h8: 'k' });
    const shuffle = ['a1b1', 'h8g8', 'b1a1', 'g8h8'];
    for (let i = 0; i < 300; i++) state = unwrap(simpleChess.play(state, move(shuffle[i % 4] as string)));
    expect(state.halfmoveClock).toBe(300);
    expect(state.moveNumber).toBe(151);
    expect(simpleChess.status(state).kind).toBe('playing');
  });
});

describe('moves and counters', () => {
  it('refuses what is not a move, an empty square and the opponent\'s piece', () => {
    const start = simpleChess.start();
    expect(unwrapError(simpleChess.play(start, { from: 12, to: 12 })).code).toBe('not-a-move');
    expect(unwrapError(simpleChess.play(start, { from: 12, to: 64 })).code).toBe('not-a-move');
    expect(unwrapError(simpleChess.play(start, null as unknown as SimpleChessMove)).code).toBe('not-a-move');
    expect(unwrapError(simpleChess.play(start, move('e4e5')))).toMatchObject({ code: 'no-piece', message: 'there is no piece on e4' });
    expect(unwrapError(simpleChess.play(start, move('e7e5')))).toMatchObject({ code: 'not-your-piece' });
  });

  it('the half-move clock resets on a pawn move or a capture; the move number grows after black', () => {
    const start = simpleChess.start();
    const a = unwrap(simpleChess.play({ ...start, halfmoveClock: 7 }, move('e2e4')));
    expect(a).toMatchObject({ halfmoveClock: 0, moveNumber: 1, toMove: 1 });
    const b = unwrap(simpleChess.play(arrange({ a1: 'K', h8: 'k', c3: 'R' }, 1), move('h8g8')));
    expect(b).toMatchObject({ halfmoveClock: 1, moveNumber: 2, toMove: 0 });
    const c = unwrap(simpleChess.play({ ...arrange({ a1: 'K', h8: 'k', c3: 'R', c7: 'n' }), halfmoveClock: 9 }, move('c3c7')));
    expect(c.halfmoveClock).toBe(0);
  });

  it('legal moves come in canonical-text order and the start has only pawn moves', () => {
    const texts = simpleChess.legalMoves(simpleChess.start()).map(moveText);
    expect(texts).toEqual([...texts].sort());
    expect(texts).toHaveLength(16);
    expect(texts[0]).toBe('a2a3');
  });

  it('picture shows every square with the seed\'s Unicode pieces, rank 8 first', () => {
    const picture = simpleChess.picture(simpleChess.start());
    expect(picture.cells).toHaveLength(64);
    expect(picture.cells[0]).toMatchObject({ square: 'a8', terrain: 'land' });
    expect(picture.cells[4]?.piece).toEqual({ owner: 1, kind: 'king', name: 'black king', letter: 'k', symbol: '\u265A' });
    expect(picture.cells[60]?.piece).toEqual({ owner: 0, kind: 'king', name: 'white king', letter: 'K', symbol: '\u2654' });
    const symbols = picture.cells.map((cell) => cell.piece?.symbol ?? '.').join('');
    expect(symbols.slice(0, 16)).toBe('♜♞♝♛♚♝♞♜♟♟♟♟♟♟♟♟');
    expect(symbols.slice(48)).toBe('♙♙♙♙♙♙♙♙♖♘♗♕♔♗♘♖');
    expect(simpleChess.describeMove(simpleChess.start(), move('e2e4'))).toEqual({ from: 'e2', path: ['e4'] });
  });
});

function unwrapError<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}
