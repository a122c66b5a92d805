import { boardPerft, createRng, DRAWN, ONGOING, unwrap, type Player } from '@tabula/engine-core';
import { assertSearchBoardConformance, perftFixtures } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import json from '../__fixtures__/perft.json' with { type: 'json' };
import { checkers61b } from '../game.js';
import { squareIndex } from '../board.js';
import type { CheckersMove, CheckersPiece, CheckersState, PieceKind } from '../state.js';
import { CheckersBoard, loadCheckersBoard } from './checkers-board.js';
import { CHAIN_CODE_BASE, MAX_CHAIN_LENGTH, MAX_CHAINS_PER_PIECE, MAX_MOVES } from './move-codes.js';

const fixtures = perftFixtures<{ readonly rules: readonly string[] }>(json);

const KINDS: Record<string, PieceKind> = { p: 'pawn', s: 'shield', b: 'bomb' };

/**
 * The state of a fixture's position text (ranks 8 → 1, `+` before a king, side, move number); the
 * full reader lives in @tabula/notation, which depends on this package, so the test reads the
 * fixtures' well-formed text itself.
 */
function stateOfText(text: string): CheckersState {
  const [ranks = '', side = 'f', moveNumber = '1'] = text.trim().split(/\s+/);
  const board = Array<CheckersPiece | null>(64).fill(null);
  ranks.split('/').forEach((row, i) => {
    let file = 0;
    let king = false;
    for (const char of row) {
      if (char === '+') king = true;
      else if (/\d/.test(char)) file += Number(char);
      else {
        board[(7 - i) * 8 + file++] = { owner: char === char.toUpperCase() ? 0 : 1, kind: KINDS[char.toLowerCase()] as PieceKind, king };
        king = false;
      }
    }
  });
  return { board, toMove: side === 'w' ? 1 : 0, moveNumber: Number(moveNumber) };
}

/** A state from a placement such as `Pc3 +bd4` (upper case fire, lower case water, `+` king). */
function position(placement: string, toMove: Player = 0): CheckersState {
  const board = Array<CheckersPiece | null>(64).fill(null);
  for (const item of placement.split(' ')) {
    const [, king, letter = '', square = ''] = /^(\+?)([PSBpsb])([a-h][1-8])$/.exec(item) ?? [];
    board[squareIndex(square)] = { owner: letter === letter.toUpperCase() ? 0 : 1, kind: KINDS[letter.toLowerCase()] as PieceKind, king: king === '+' };
  }
  return { board, toMove, moveNumber: 1 };
}

/** The board's moves at its position, as codes and move texts. */
function listed(board: CheckersBoard): { codes: number[]; texts: string[] } {
  const buffer = new Int32Array(board.maxMoves);
  const codes = Array.from(buffer.subarray(0, board.moves(buffer, 0)));
  return { codes, texts: codes.map((code) => checkers61b.moveKey(board.move(code))) };
}

const codeOf = (board: CheckersBoard, text: string): number => {
  const { codes, texts } = listed(board);
  return codes[texts.indexOf(text)] as number;
};

/** Depths above this many leaves are left to the bench: the suite stays quick on 2 cores. */
const LEAF_BUDGET = 400_000;

describe('checkers61b search board', () => {
  it('conforms to the Game contract over seeded random games from the start', () => {
    const report = assertSearchBoardConformance(checkers61b, { games: 40 });
    expect(report.positions).toBeGreaterThan(1000);
  });

  for (const fixture of fixtures) {
    it(`${fixture.rules.join(', ')}: conforms from the ${fixture.name} position`, () => {
      const state = stateOfText(fixture.position);
      assertSearchBoardConformance(checkers61b, { games: 6, seed: 100, start: () => state });
    });

    it(`${fixture.rules.join(', ')}: perft through the board gives the ${fixture.name} counts`, () => {
      const board = loadCheckersBoard(stateOfText(fixture.position));
      fixture.counts.forEach((count, i) => {
        if (count <= LEAF_BUDGET) expect(boardPerft(board, i + 1), `depth ${i + 1}`).toBe(count);
      });
      // Perft takes every move back: the board is where it started.
      expect(board.state()).toEqual(stateOfText(fixture.position));
    });
  }

  it('CK-3, CK-2: two chains with the same start and end (a king round a block, both ways) get different codes; steps keep from * 64 + to', () => {
    const board = loadCheckersBoard(stateOfText('7p/8/1p1p4/8/1p1p4/2+P5/8/6P1 f 10'));
    const { codes, texts } = listed(board);
    const circles = codes.filter((_, i) => ['c3e5c7a5c3', 'c3a5c7e5c3'].includes(texts[i] as string));
    expect(circles).toHaveLength(2);
    expect(new Set(circles).size).toBe(2);
    for (const code of circles) expect(code).toBeGreaterThanOrEqual(CHAIN_CODE_BASE);
    // A step and a single capture are named the same in every position (killers, history).
    expect(codeOf(board, 'c3d2')).toBe(squareIndex('c3') * 64 + squareIndex('d2'));
    expect(codeOf(board, 'c3e5')).toBe(squareIndex('c3') * 64 + squareIndex('e5'));
    // Playing each circle ends on c3 with the four pieces gone, and undo brings them back.
    for (const code of circles) {
      board.play(code);
      expect(board.state().board.filter(Boolean)).toHaveLength(3);
      board.undo();
    }
    expect(board.state()).toEqual(stateOfText('7p/8/1p1p4/8/1p1p4/2+P5/8/6P1 f 10'));
  });

  it('plays a chain code replayed on an equal position whose moves were not listed again (a tree search replaying its tree)', () => {
    const state = position('Pc3 Sa1 pd4 pd6 pf6 ph8');
    const board = loadCheckersBoard(state);
    const chain = codeOf(board, 'c3e5g7');
    const other = codeOf(board, 'c3e5c7');
    expect(chain).toBeGreaterThanOrEqual(CHAIN_CODE_BASE);
    board.play(chain);
    // Deeper plies list their own chains; back at the root, the codes still mean the same moves.
    listed(board);
    board.undo();
    board.play(codeOf(board, 'a1b2'));
    listed(board);
    board.undo();
    board.play(chain);
    const expected = unwrap(checkers61b.play(state, { from: squareIndex('c3'), path: [squareIndex('e5'), squareIndex('g7')] }));
    expect(board.state()).toEqual(expected);
    board.undo();
    expect(checkers61b.moveKey(board.move(other))).toBe('c3e5c7');
    // A fresh board that never listed its moves plays the code as well.
    const fresh = loadCheckersBoard(state);
    fresh.play(chain);
    expect(fresh.state()).toEqual(expected);
  });

  it('CK-5, CK-6: captureValue is the captureValue hook: a bomb counts its blast and itself', () => {
    const state = position('Bc3 pd4 pd6 pf6 sb4 Pf4 ph8');
    const board = loadCheckersBoard(state);
    const { codes, texts } = listed(board);
    codes.forEach((code, i) => {
      const move = board.move(code);
      expect(board.captureValue(code), texts[i]).toBe(checkers61b.search?.captureValue?.(state, move));
    });
    // c3e5: the pawn on d4 (100), the blast takes d6 and f6 (200) and fire's own f4 (−100), the bomb dies (−90).
    expect(board.captureValue(codeOf(board, 'c3e5'))).toBe(110);
    expect(board.captureValue(codeOf(board, 'f4g5'))).toBe(0);
    // A chain counts every piece it jumps.
    const chains = loadCheckersBoard(position('Pc3 pd4 +sf6 ph8'));
    expect(chains.captureValue(codeOf(chains, 'c3e5g7'))).toBe(Math.round(100 + 115 * 1.5));
  });

  it('CK-6, CK-7: outcome follows the pieces and the moves left', () => {
    const drawn = loadCheckersBoard(stateOfText('8/8/7b/8/5p2/4B3/8/8 f 10'));
    drawn.play(codeOf(drawn, 'e3g5'));
    expect(drawn.outcome()).toBe(DRAWN);
    drawn.undo();
    expect(drawn.outcome()).toBe(ONGOING);
    expect(loadCheckersBoard(stateOfText('7p/8/8/8/8/2s5/1s6/P7 f 10')).outcome()).toBe(1);
    const own = loadCheckersBoard(stateOfText('8/8/5s2/8/3s1p2/2B5/8/8 f 10'));
    own.play(codeOf(own, 'c3e5'));
    expect(own.outcome()).toBe(1);
    expect(own.moves(new Int32Array(own.maxMoves), 0)).toBe(0);
  });

  it(`maxMoves holds: no piece has more than ${MAX_CHAINS_PER_PIECE} captures, no chain more than ${MAX_CHAIN_LENGTH}`, () => {
    // A fire king alone among water shields on every square it could jump: all its trails are moves.
    let most = 0;
    let longest = 0;
    for (let square = 0; square < 64; square++) {
      if (((square >> 3) + (square & 7)) % 2 !== 0) continue;
      const board = Array<CheckersPiece | null>(64).fill(null);
      const lattice = (other: number) => (other >> 3) % 2 !== (square >> 3) % 2 && ((other >> 3) + (other & 7)) % 2 === 0;
      for (let other = 0; other < 64; other++) if (lattice(other)) board[other] = { owner: 1, kind: 'shield', king: false };
      board[square] = { owner: 0, kind: 'pawn', king: true };
      const moves: readonly CheckersMove[] = checkers61b.legalMoves({ board, toMove: 0, moveNumber: 1 });
      most = Math.max(most, moves.length);
      for (const move of moves) longest = Math.max(longest, move.path.length);
    }
    expect(most).toBe(MAX_CHAINS_PER_PIECE);
    expect(longest).toBe(MAX_CHAIN_LENGTH);
    expect(MAX_MOVES).toBeLessThan(2048);
  });

  it('a deep line grows the undo stack and chain store and still takes everything back', () => {
    const rng = createRng(7);
    const start = checkers61b.start();
    const board = loadCheckersBoard(start);
    const buffer = new Int32Array(board.maxMoves);
    let plies = 0;
    // Kings shuffle for ever (G-3), so random games of kings run long; restart the walk when one ends.
    while (plies < 600) {
      const count = board.moves(buffer, 0);
      if (count === 0) break;
      board.play(buffer[rng.int(count)] as number);
      plies++;
    }
    for (; plies > 0; plies--) board.undo();
    expect(board.state()).toEqual(start);
  });
});
