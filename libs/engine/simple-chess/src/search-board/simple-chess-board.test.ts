import { boardPerft, createRng, ONGOING } from '@tabula/engine-core';
import { assertSearchBoardConformance, perftFixtures } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import json from '../__fixtures__/perft.json' with { type: 'json' };
import { board as geometry } from '../board.js';
import { simpleChess } from '../game.js';
import { isPieceLetter, type PieceLetter } from '../pieces.js';
import type { SimpleChessState } from '../state.js';
import { loadBoard, type SimpleChessBoard } from './index.js';

const fixtures = perftFixtures<{ readonly rules: readonly string[] }>(json);

/**
 * The state of a fixture's FEN: rows, side to move and the two counters; the castling and en-passant
 * fields are ignored, as docs/notation.md reads them (the full reader lives in @tabula/notation, which
 * depends on this package, so a test here reads the fixtures' well-formed FEN itself).
 */
function stateOfFen(fen: string): SimpleChessState {
  const [rows = '', side = 'w', , , clock = '0', moveNumber = '1'] = fen.trim().split(/\s+/);
  const cells = Array<PieceLetter | null>(64).fill(null);
  rows.split('/').forEach((row, i) => {
    let file = 0;
    for (const char of row) {
      if (isPieceLetter(char)) cells[geometry.index(file++, 7 - i)] = char;
      else file += Number(char);
    }
  });
  return { board: cells, toMove: side === 'b' ? 1 : 0, halfmoveClock: Number(clock), moveNumber: Number(moveNumber) };
}

/** Depths above this many leaves are left to the bench: the suite stays quick on 2 cores. */
const LEAF_BUDGET = 600_000;

/** A state with just these pieces (`{ e1: 'K' }`), white to move unless told. */
function position(pieces: Record<string, PieceLetter>, toMove: 0 | 1 = 0): SimpleChessState {
  const cells = Array<PieceLetter | null>(64).fill(null);
  for (const [square, piece] of Object.entries(pieces)) cells[geometry.parse(square)] = piece;
  return { board: cells, toMove, halfmoveClock: 0, moveNumber: 1 };
}

/** The board's moves as move text (`e2e4`), sorted. */
function moveTexts(searchBoard: SimpleChessBoard, captures = false): string[] {
  const buffer = new Int32Array(searchBoard.maxMoves);
  const count = captures ? searchBoard.captures(buffer, 0) : searchBoard.moves(buffer, 0);
  return Array.from(buffer.subarray(0, count), (code) => {
    const move = searchBoard.move(code);
    return geometry.name(move.from) + geometry.name(move.to);
  }).sort();
}

/** The code of a move given as text, from the board's own list. */
function codeOf(searchBoard: SimpleChessBoard, text: string): number {
  const buffer = new Int32Array(searchBoard.maxMoves);
  const count = searchBoard.moves(buffer, 0);
  const code = Array.from(buffer.subarray(0, count)).find((c) => {
    const move = searchBoard.move(c);
    return geometry.name(move.from) + geometry.name(move.to) === text;
  });
  if (code === undefined) throw new Error(`no move ${text}`);
  return code;
}

describe('simple-chess search board rules', () => {
  it('SC-3: queens and knights never move, but are captured; SC-2: sliders stop at the first piece', () => {
    const searchBoard = loadBoard(position({ a1: 'K', h8: 'k', d4: 'Q', e4: 'N', d6: 'r', d2: 'n', b6: 'q' }));
    expect(moveTexts(searchBoard)).toEqual(['a1a2', 'a1b1', 'a1b2']);
    const black = loadBoard(position({ a1: 'K', h8: 'k', d4: 'Q', e4: 'N', d6: 'r', d2: 'n', b6: 'q' }, 1));
    expect(moveTexts(black, true)).toEqual(['d6d4']);
    expect(moveTexts(black)).toContain('d6d5');
    expect(moveTexts(black)).not.toContain('d6d3');
  });

  it('SC-4: pawns step one, two from the start rank, capture diagonally forward, and stop on the last rank', () => {
    const searchBoard = loadBoard(position({ a1: 'K', h1: 'k', c2: 'P', d3: 'n', b3: 'p', g8: 'P', h7: 'r' }));
    expect(moveTexts(searchBoard).filter((text) => text.startsWith('c2') || text.startsWith('g8'))).toEqual(['c2b3', 'c2c3', 'c2c4', 'c2d3']);
    expect(moveTexts(loadBoard(position({ a8: 'K', h8: 'k', e7: 'p', e5: 'P' }, 1)))).toEqual(['e7e6', 'h8g7', 'h8g8', 'h8h7']);
  });

  it('SC-5, SC-6: taking the king wins at once and leaves no moves; undo brings it back', () => {
    const searchBoard = loadBoard(position({ e1: 'K', e8: 'k', e4: 'R' }));
    expect(searchBoard.outcome()).toBe(ONGOING);
    const take = codeOf(searchBoard, 'e4e8');
    expect(searchBoard.captureValue(take)).toBeGreaterThan(searchBoard.captureValue(codeOf(searchBoard, 'e1d2')));
    searchBoard.play(take);
    expect(searchBoard.outcome()).toBe(0);
    expect(searchBoard.moves(new Int32Array(searchBoard.maxMoves), 0)).toBe(0);
    expect(searchBoard.captures(new Int32Array(searchBoard.maxMoves), 0)).toBe(0);
    searchBoard.undo();
    expect(searchBoard.outcome()).toBe(ONGOING);
    expect(searchBoard.state()).toEqual(position({ e1: 'K', e8: 'k', e4: 'R' }));
  });

  it('G-1: a king walled in by its own queen and knights, with nothing else to move, loses', () => {
    const searchBoard = loadBoard(position({ a1: 'K', a2: 'Q', b1: 'N', b2: 'N', h8: 'k' }));
    expect(searchBoard.outcome()).toBe(1);
    expect(simpleChess.status(searchBoard.state())).toMatchObject({ kind: 'over', winner: 1 });
  });

  it('captureValue: the most valuable victim first, then the cheapest attacker; 0 for a quiet move', () => {
    const searchBoard = loadBoard(position({ e1: 'K', e5: 'k', d4: 'P', e4: 'R', h5: 'r', h1: 'n' }));
    expect(searchBoard.captureValue(codeOf(searchBoard, 'e4e3'))).toBe(0);
    expect(searchBoard.captureValue(codeOf(searchBoard, 'd4e5'))).toBeGreaterThan(searchBoard.captureValue(codeOf(searchBoard, 'e4e5')));
    expect(searchBoard.captureValue(codeOf(searchBoard, 'e4e5'))).toBeGreaterThan(searchBoard.captureValue(codeOf(searchBoard, 'e4h4')));
  });

  it('threatened: the mover\'s king is attacked (SC-5: taken next move) by a rook, bishop, pawn or king, not through a piece or by queens and knights (SC-3)', () => {
    expect(loadBoard(position({ e1: 'K', e8: 'k', e4: 'r' })).threatened()).toBe(true);
    expect(loadBoard(position({ e1: 'K', e8: 'k', e4: 'r', e2: 'P' })).threatened()).toBe(false);
    expect(loadBoard(position({ e1: 'K', e8: 'k', a5: 'b' })).threatened()).toBe(true);
    expect(loadBoard(position({ e1: 'K', e8: 'k', d2: 'p' })).threatened()).toBe(true);
    expect(loadBoard(position({ e1: 'K', e8: 'k', d1: 'p' })).threatened()).toBe(false);
    expect(loadBoard(position({ e1: 'K', e2: 'k' })).threatened()).toBe(true);
    expect(loadBoard(position({ e1: 'K', e8: 'k', e2: 'q', f3: 'n' })).threatened()).toBe(false);
    expect(loadBoard(position({ e1: 'K', e8: 'k', e4: 'R' }, 1)).threatened()).toBe(true);
  });

  it('winsByCapture: the mover has a capture that takes the enemy king (SC-6), over seeded random games', () => {
    expect(loadBoard(position({ e1: 'K', e8: 'k', e4: 'R' })).winsByCapture()).toBe(true);
    expect(loadBoard(position({ e1: 'K', e8: 'k', e4: 'R', e6: 'n' })).winsByCapture()).toBe(false);
    expect(loadBoard(position({ e1: 'K', e8: 'k', e7: 'Q', d7: 'N' })).winsByCapture()).toBe(false);
    const rng = createRng('wins by capture');
    const buffer = new Int32Array(256);
    let wins = 0;
    for (let game = 0; game < 30; game++) {
      const searchBoard = loadBoard(simpleChess.start());
      while (searchBoard.outcome() === ONGOING) {
        const mover = searchBoard.toMove();
        const count = searchBoard.captures(buffer, 0);
        const takesKing = Array.from(buffer.subarray(0, count)).some((code) => {
          searchBoard.play(code);
          const kingGone = !searchBoard.state().board.includes(mover === 0 ? 'k' : 'K');
          searchBoard.undo();
          return kingGone;
        });
        expect(searchBoard.winsByCapture()).toBe(takesKing);
        if (takesKing) wins++;
        const moves = searchBoard.moves(buffer, 0);
        searchBoard.play(buffer[rng.int(moves)] as number);
      }
    }
    expect(wins).toBeGreaterThan(10);
  });

  it('a move keeps its code in every position (from * 128 + to on the 0x88 board), and maxMoves bounds the lists', () => {
    const start = loadBoard(simpleChess.start());
    const e2e4 = codeOf(start, 'e2e4');
    start.play(codeOf(start, 'a2a3'));
    start.play(codeOf(start, 'a7a6'));
    expect(codeOf(start, 'e2e4')).toBe(e2e4);
    expect(start.maxMoves).toBeGreaterThanOrEqual(16);
    expect(start.maxMoves).toBeLessThan(200);
  });
});

describe('simple-chess search board', () => {
  it('conforms to the Game contract over seeded random games from the start', () => {
    const report = assertSearchBoardConformance(simpleChess, { games: 40 });
    expect(report.positions).toBeGreaterThan(2000);
  });

  for (const fixture of fixtures) {
    it(`conforms from the fixture position "${fixture.name}" (${fixture.rules.join(' ')})`, () => {
      const start = stateOfFen(fixture.position);
      assertSearchBoardConformance(simpleChess, { games: 6, maxPlies: 80, start: () => start });
    });

    it(`perft through the board equals the fixture counts: ${fixture.name}`, () => {
      const searchBoard = loadBoard(stateOfFen(fixture.position));
      const depths = fixture.counts.filter((count) => count <= LEAF_BUDGET).length;
      const counts = fixture.counts.slice(0, depths).map((_, i) => boardPerft(searchBoard, i + 1));
      expect(counts).toEqual(fixture.counts.slice(0, depths));
      expect(searchBoard.state()).toEqual(stateOfFen(fixture.position));
    });
  }
});
