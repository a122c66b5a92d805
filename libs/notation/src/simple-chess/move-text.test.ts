import { unwrap } from '@tabula/engine-core';
import { moveText, simpleChess } from '@tabula/engine-simple-chess';
import { describe, expect, it } from 'vitest';
import { simpleChessNotation as notation } from './index.js';

const start = simpleChess.start();

function error(position: string, text: string) {
  const result = notation.parseMove(unwrap(notation.parsePosition(position)), text);
  if (result.ok) throw new Error(`'${text}' parsed`);
  return result.error;
}

describe('simple-chess move text', () => {
  it('prints the squares the piece visits, lower case', () => {
    expect(notation.formatMove(start, unwrap(notation.parseMove(start, 'e2e4')))).toBe('e2e4');
  });

  it('accepts upper case and the separators space, -, x and :', () => {
    for (const text of ['e2e4', 'E2E4', 'e2-e4', 'E2 E4', 'e2 - e4', 'e2xe4', 'e2:e4', '  e2e4  ']) {
      expect(moveText(unwrap(notation.parseMove(start, text))), text).toBe('e2e4');
    }
    const capture = unwrap(notation.parsePosition('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1'));
    expect(moveText(unwrap(notation.parseMove(capture, 'E4XD5')))).toBe('e4d5');
  });

  it('says why text is not a move at all', () => {
    expect(notation.parseMove(start, 'hello')).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(notation.parseMove(start, 'Nf3')).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(notation.parseMove(start, 'e2e9')).toMatchObject({ ok: false, error: { code: 'not-a-move', where: 'to square' } });
    expect(notation.parseMove(start, 'i2e4')).toMatchObject({ ok: false, error: { code: 'not-a-move', where: 'from square' } });
    expect(notation.parseMove(start, 'e2e2')).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(notation.parseMove(start, 'e2'.repeat(100))).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
  });

  it('says no piece there, or not your piece', () => {
    expect(notation.parseMove(start, 'e3e4')).toMatchObject({ ok: false, error: { code: 'no-piece', message: 'there is no piece on e3' } });
    expect(notation.parseMove(start, 'e7e5')).toMatchObject({ ok: false, error: { code: 'not-your-piece' } });
  });

  it('SC-1: cites the rule for castling, in either notation', () => {
    const position = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    expect(error(position, 'O-O')).toMatchObject({ code: 'illegal-move', rule: 'SC-1' });
    expect(error(position, 'e1g1')).toMatchObject({ code: 'illegal-move', rule: 'SC-1' });
  });

  it('SC-2: cites the rule for a blocked rook', () => {
    expect(notation.parseMove(start, 'a1a3')).toMatchObject({ ok: false, error: { rule: 'SC-2', message: 'SC-2: a rook cannot jump over the piece on a2' } });
  });

  it('SC-3: cites the rule for a knight or queen move', () => {
    expect(notation.parseMove(start, 'g1f3')).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'SC-3', message: 'SC-3: the white knight never moves' } });
  });

  it('SC-4: cites the rule for promotion and en passant', () => {
    expect(error('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7a8q')).toMatchObject({ code: 'illegal-move', rule: 'SC-4' });
    expect(error('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', 'a7-a8=Q')).toMatchObject({ rule: 'SC-4' });
    expect(error('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', 'e5xd6')).toMatchObject({ code: 'illegal-move', rule: 'SC-4' });
  });

  it('SC-5: cites the rule for capturing an own piece', () => {
    expect(notation.parseMove(start, 'e1e2')).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'SC-5' } });
  });

  it('G-2: no move parses in a finished game', () => {
    expect(error('8/8/8/8/8/8/4P3/4K3 w - - 0 1', 'e2e4')).toMatchObject({ code: 'game-over', rule: 'G-2' });
    expect(error('7k/8/8/8/8/7p/QN5P/KN6 w - - 0 1', 'h2h3')).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });
});
