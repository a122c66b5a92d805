import { unwrap } from '@tabula/engine-core';
import { simpleChess } from '@tabula/engine-simple-chess';
import { describe, expect, it } from 'vitest';
import { SIMPLE_CHESS_START, simpleChessNotation as notation } from './index.js';

function error(text: string) {
  const result = notation.parsePosition(text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

describe('simple-chess position text (FEN)', () => {
  it('prints the start position byte-exactly and parses it back', () => {
    expect(notation.formatPosition(simpleChess.start())).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1');
    expect(SIMPLE_CHESS_START).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1');
    expect(unwrap(notation.parsePosition(SIMPLE_CHESS_START))).toEqual(simpleChess.start());
  });

  it('reads the castling and en-passant fields and ignores them, writing `- -`', () => {
    const state = unwrap(notation.parsePosition('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1'));
    expect(notation.formatPosition(state)).toBe('r3k2r/8/8/3pP3/8/8/8/R3K2R w - - 0 1');
    expect(notation.formatPosition(unwrap(notation.parsePosition('r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 9')))).toBe(
      'r3k2r/8/8/8/8/8/8/R3K2R b - - 3 9',
    );
  });

  it('keeps the half-move clock and the move number, and counts them on', () => {
    const state = unwrap(notation.parsePosition('4k3/8/8/8/8/8/8/R3K3 b - - 17 42'));
    expect(state).toMatchObject({ halfmoveClock: 17, moveNumber: 42, toMove: 1 });
    const after = unwrap(simpleChess.play(state, unwrap(notation.parseMove(state, 'e8d8'))));
    expect(notation.formatPosition(after)).toBe('3k4/8/8/8/8/8/8/R3K3 w - - 18 43');
    const pawn = unwrap(simpleChess.play(after, unwrap(notation.parseMove(after, 'a1a8'))));
    expect(notation.formatPosition(pawn)).toBe('R2k4/8/8/8/8/8/8/4K3 b - - 19 43');
  });

  it('accepts any white space between fields and an upper-case side', () => {
    const state = unwrap(notation.parsePosition('  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t W\n-   -  0 1 '));
    expect(notation.formatPosition(state)).toBe(SIMPLE_CHESS_START);
  });

  it('says what is wrong and where', () => {
    expect(error('')).toMatchObject({ code: 'parse', where: 'position' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1').message).toMatch(/expected 6 fields/);
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1')).toMatchObject({ code: 'parse', where: 'field 1 (rows)' });
    expect(error('rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1')).toMatchObject({
      code: 'parse',
      message: "unknown piece letter 'x' (K Q R B N P for white, k q r b n p for black)",
      where: 'field 1 (rows), row 2 (rank 7), column 5',
    });
    expect(error('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1').where).toBe('field 1 (rows), row 3 (rank 6), column 1');
    expect(error('rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1').message).toMatch(/more than 8 squares/);
    expect(error('rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1').message).toBe('row 3 (rank 6) has 7 squares, expected 8');
    expect(error('rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1').message).toMatch(/not a run of 1 to 8/);
    expect(error('rnbqkbnr/ppppppp+p/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1')).toMatchObject({ rule: 'SC-4' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - - 0 1')).toMatchObject({ where: 'field 2 (side)' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KX - 0 1')).toMatchObject({ where: 'field 3 (castling)' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e9 0 1')).toMatchObject({ where: 'field 4 (en passant)' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - -1 1')).toMatchObject({ where: 'field 5 (half-move clock)' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 0')).toMatchObject({ where: 'field 6 (move number)' });
    expect(error('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 99999999999')).toMatchObject({ where: 'field 6 (move number)' });
  });

  it('SC-6: rejects a side with two kings, and a board with no king at all', () => {
    expect(error('4k3/8/8/8/8/8/8/K3K3 w - - 0 1')).toMatchObject({ code: 'invalid-position', rule: 'SC-6', message: 'SC-6: white has 2 kings; a side has one king' });
    expect(error('8/8/8/8/8/8/8/8 w - - 0 1')).toMatchObject({ code: 'invalid-position', rule: 'SC-6' });
  });

  it('SC-6: a position with one king gone is a finished game, read off the board', () => {
    const state = unwrap(notation.parsePosition('8/8/8/8/8/8/8/4K3 b - - 0 1'));
    expect(simpleChess.status(state)).toEqual({ kind: 'over', winner: 0, reason: 'king-captured' });
    expect(notation.formatPosition(state)).toBe('8/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('G-1: a position whose side to move has no move is lost for it (no-moves)', () => {
    const state = unwrap(notation.parsePosition('7k/8/8/8/8/7p/QN5P/KN6 w - - 0 1'));
    expect(simpleChess.status(state)).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
  });
});
