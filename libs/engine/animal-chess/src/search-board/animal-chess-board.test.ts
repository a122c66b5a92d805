import { createRng, ONGOING } from '@tabula/engine-core';
import { assertSearchBoardConformance } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import { board as geometry } from '../board.js';
import { animalChess } from '../game.js';
import { codeOfMove, moveOfCode } from '../move-codes.js';
import { moveText } from '../move-text.js';
import type { AnimalChessState, Piece } from '../state.js';
import { loadBoard, type AnimalChessBoard } from './animal-chess-board.js';

const piece = (owner: 0 | 1, kind: Piece['kind'], promoted = false): Piece => ({ owner, kind, promoted });

/** A state with the given pieces by square name, player 0 to move, empty hands unless given. */
function position(pieces: Record<string, Piece>, hands: AnimalChessState['hands'] = [{ giraffe: 0, cat: 0, chick: 0 }, { giraffe: 0, cat: 0, chick: 0 }]): AnimalChessState {
  const board: (Piece | null)[] = Array<Piece | null>(30).fill(null);
  for (const [name, p] of Object.entries(pieces)) board[geometry.parse(name)] = p;
  return { board, hands, toMove: 0, moveNumber: 1 };
}

/** The code of the move with this text at the board's position. */
function codeOf(board: AnimalChessBoard, text: string): number {
  const codes = new Int32Array(board.maxMoves);
  const count = board.moves(codes, 0);
  for (let i = 0; i < count; i++) if (moveText(board.move(codes[i] as number)) === text) return codes[i] as number;
  throw new Error(`${text} is not a move here`);
}

describe('AnimalChessBoard', () => {
  it('passes the search-board conformance kit over 60 seeded random games from the start', () => {
    const report = assertSearchBoardConformance(animalChess);
    expect(report.positions).toBeGreaterThan(1000);
  });

  it('AC-4: drop codes differ from board move codes, and name the same drop in every position', () => {
    const state = position({ a1: piece(0, 'lion'), e6: piece(1, 'lion'), c3: piece(0, 'chick') }, [{ giraffe: 1, cat: 1, chick: 1 }, { giraffe: 0, cat: 0, chick: 0 }]);
    const board = loadBoard(state);
    const drops = ['C*c4', 'G*c4', 'H*c4'].map((text) => codeOf(board, text));
    const step = codeOf(board, 'c3c4');
    expect(new Set([...drops, step]).size).toBe(4);
    // After an unrelated pair of moves the same drop has the same code (killer/history tables).
    board.play(codeOf(board, 'a1a2'));
    board.play(codeOf(board, 'e6e5'));
    expect(['C*c4', 'G*c4', 'H*c4'].map((text) => codeOf(board, text))).toEqual(drops);
    // The layout (move-codes.ts): `from * 32 + to`, a drop's `from` being 30 + hand type (chick 1, cat 2, giraffe 3).
    const c4 = geometry.parse('c4');
    expect(drops).toEqual([32 * 32 + c4, 33 * 32 + c4, 31 * 32 + c4]);
    expect(step).toBe(geometry.parse('c3') * 32 + c4);
    expect([...drops, step].map((code) => codeOfMove(moveOfCode(code)))).toEqual([...drops, step]);
    // A drop never captures and has no capture value.
    expect(drops.map((code) => board.captureValue(code))).toEqual([0, 0, 0]);
  });

  it('AC-5: a chick stepping into the zone promotes, a dropped one does not until it moves', () => {
    const state = position({ a1: piece(0, 'lion'), e6: piece(1, 'lion'), c4: piece(0, 'chick') }, [{ giraffe: 0, cat: 0, chick: 1 }, { giraffe: 0, cat: 0, chick: 0 }]);
    const board = loadBoard(state);
    board.play(codeOf(board, 'c4c5'));
    expect(board.state().board[geometry.parse('c5')]).toEqual(piece(0, 'chick', true));
    board.play(codeOf(board, 'e6e5'));
    board.play(codeOf(board, 'H*b5'));
    expect(board.state().board[geometry.parse('b5')]).toEqual(piece(0, 'chick'));
    board.undo();
    board.undo();
    board.undo();
    expect(board.state()).toEqual(state);
  });

  it('AC-3, AC-6: a taken piece goes to hand unpromoted; taking the lion ends the game with no moves', () => {
    const state = position({ c1: piece(0, 'lion'), c2: piece(1, 'chick', true), c3: piece(1, 'lion'), a3: piece(0, 'giraffe') });
    const board = loadBoard(state);
    const takeRooster = codeOf(board, 'c1c2');
    expect(board.captureValue(takeRooster)).toBeGreaterThan(0);
    board.play(takeRooster);
    expect(board.state().hands[0]).toEqual({ giraffe: 0, cat: 0, chick: 1 });
    expect(board.outcome()).toBe(ONGOING);
    board.undo();

    const lionInReach = position({ c1: piece(0, 'lion'), c2: piece(1, 'lion'), e5: piece(1, 'cat') });
    const lionBoard = loadBoard(lionInReach);
    const take = codeOf(lionBoard, 'c1c2');
    const quiet = codeOf(lionBoard, 'c1b1');
    expect(lionBoard.captureValue(take)).toBeGreaterThan(50_000);
    expect(lionBoard.captureValue(quiet)).toBe(0);
    lionBoard.play(take);
    expect(lionBoard.outcome()).toBe(0);
    expect(lionBoard.moves(new Int32Array(lionBoard.maxMoves), 0)).toBe(0);
    expect(lionBoard.state().hands[0]).toEqual({ giraffe: 0, cat: 0, chick: 0 });
    lionBoard.undo();
    expect(lionBoard.outcome()).toBe(ONGOING);
  });

  it('winsByCapture: the mover has a capture that takes the enemy lion (AC-6), over seeded random games', () => {
    expect(loadBoard(position({ c1: piece(0, 'lion'), c2: piece(1, 'lion') })).winsByCapture()).toBe(true);
    // A chick steps forward only (AC-1): one beside the lion takes nothing.
    expect(loadBoard(position({ a1: piece(0, 'lion'), e6: piece(1, 'lion'), d6: piece(0, 'chick') })).winsByCapture()).toBe(false);
    expect(loadBoard(position({ a1: piece(0, 'lion'), e6: piece(1, 'lion'), e5: piece(0, 'chick') })).winsByCapture()).toBe(true);
    const rng = createRng('wins by capture');
    const buffer = new Int32Array(256);
    let wins = 0;
    for (let game = 0; game < 40; game++) {
      const board = loadBoard(animalChess.start());
      while (board.outcome() === ONGOING) {
        const mover = board.toMove();
        const count = board.captures(buffer, 0);
        const takesLion = Array.from(buffer.subarray(0, count)).some((code) => {
          board.play(code);
          const won = board.outcome() === mover;
          board.undo();
          return won;
        });
        expect(board.winsByCapture()).toBe(takesLion);
        if (takesLion) wins++;
        board.play(buffer[rng.int(board.moves(buffer, 0))] as number);
      }
    }
    expect(wins).toBeGreaterThan(10);
  });

  it('orders captures by victim first (MVV-LVA): a giraffe before a chick', () => {
    const state = position({ a1: piece(0, 'lion'), e6: piece(1, 'lion'), c3: piece(0, 'giraffe'), c4: piece(1, 'chick'), d3: piece(1, 'giraffe') });
    const board = loadBoard(state);
    expect(board.captureValue(codeOf(board, 'c3d3'))).toBeGreaterThan(board.captureValue(codeOf(board, 'c3c4')));
  });

  it('G-3: games of any length play and undo (the undo stack grows past its first 256 plies)', () => {
    const state = position({ a1: piece(0, 'lion'), e6: piece(1, 'lion') });
    const board = loadBoard(state);
    const texts = ['a1b1', 'e6d6', 'b1a1', 'd6e6'];
    for (let ply = 0; ply < 600; ply++) board.play(codeOf(board, texts[ply % 4] as string));
    expect(board.state()).toEqual({ ...state, moveNumber: 301 });
    expect(board.hash()).toBe(animalChess.search?.hash?.(state));
    for (let ply = 0; ply < 600; ply++) board.undo();
    expect(board.state()).toEqual(state);
  });
});
