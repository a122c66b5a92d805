import { describe, expect, it } from 'vitest';
import { boardPerft, ONGOING } from '@tabula/engine-core';
import { assertSearchBoardConformance, perftFixtures } from '@tabula/engine-core/testing';
import json from '../__fixtures__/perft.json' with { type: 'json' };
import { geometry, SIZE } from '../board.js';
import { jungle } from '../game.js';
import type { JunglePiece } from '../pieces.js';
import type { JungleState } from '../state.js';
import { loadJungleBoard } from './jungle-board.js';

const fixtures = perftFixtures<{ readonly rules: readonly string[] }>(json);

/**
 * Reads the fixtures' position text (docs/notation.md: rows rank 1 first, digits for empty runs, side b|r,
 * move number). The real parser lives in `@tabula/notation`, which depends on this project; the
 * fixtures are well-formed, so this reader checks nothing.
 */
function positionOf(text: string): JungleState {
  const [rows, side, moveNumber] = text.split(' ') as [string, string, string];
  const cells: (JunglePiece | null)[] = [];
  for (const row of rows.split('/')) {
    for (const ch of row) {
      if (ch >= '1' && ch <= '7') cells.push(...Array<null>(Number(ch)).fill(null));
      else cells.push(ch as JunglePiece);
    }
  }
  return { cells, toMove: side === 'b' ? 0 : 1, moveNumber: Number(moveNumber) };
}

function position(pieces: Record<string, JunglePiece>, toMove: 0 | 1 = 0): JungleState {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (const [name, piece] of Object.entries(pieces)) cells[geometry.parse(name)] = piece;
  return { cells, toMove, moveNumber: 1 };
}

describe('Jungle search board', () => {
  it('reads the fixture positions as the perft fixtures count them', () => {
    expect(positionOf(fixtures[0]?.position ?? '')).toEqual(jungle.start());
  });

  it('agrees with the Game contract over 60 seeded random games from the start', () => {
    const report = assertSearchBoardConformance(jungle);
    expect(report.positions).toBeGreaterThan(1000);
  });

  for (const fixture of fixtures.slice(1)) {
    it(`agrees with the Game contract from the fixture "${fixture.name}" (${fixture.rules.join(', ')})`, () => {
      assertSearchBoardConformance(jungle, { games: 12, start: () => positionOf(fixture.position) });
    });
  }

  for (const fixture of fixtures) {
    it(`counts the perft fixture "${fixture.name}" through moves/play/undo (${fixture.rules.join(', ')})`, () => {
      const board = loadJungleBoard(positionOf(fixture.position));
      const before = board.hash();
      fixture.counts.forEach((count, i) => expect(boardPerft(board, i + 1), `depth ${i + 1}`).toBe(count));
      expect(board.hash()).toBe(before);
      expect(board.state()).toEqual(positionOf(fixture.position));
    });
  }

  it('G-1: a player to move with no legal move has lost; the board lists no moves for it', () => {
    // The blue rat on a1 is boxed in by the red cat on b1 and the red dog on a2 (JG-14).
    const board = loadJungleBoard(position({ a1: 'r', b1: 'C', a2: 'D', g9: 'L' }, 0));
    expect(board.outcome()).toBe(1);
    expect(board.moves(new Int32Array(board.maxMoves), 0)).toBe(0);
    expect(jungle.status(board.state())).toMatchObject({ kind: 'over', winner: 1, reason: 'no-moves' });
  });

  it('JG-16: entering the den or taking the last piece ends the game on the board, and undo reopens it', () => {
    const board = loadJungleBoard(position({ d8: 'c', a1: 'R', g1: 'l' }, 0));
    const buffer = new Int32Array(board.maxMoves);
    const codes = Array.from(buffer.subarray(0, board.moves(buffer, 0)));
    const intoDen = codes.find((code) => board.move(code).to === geometry.parse('d9'));
    if (intoDen === undefined) throw new Error('the cat on d8 should be able to enter the den');
    board.play(intoDen);
    expect(board.outcome()).toBe(0);
    expect(board.moves(buffer, 0)).toBe(0);
    board.undo();
    expect(board.outcome()).toBe(ONGOING);

    const lastPiece = loadJungleBoard(position({ a2: 'e', a3: 'R' }, 0)); // JG-15: the elephant takes the rat
    lastPiece.play(geometry.parse('a2') * 64 + geometry.parse('a3'));
    expect(lastPiece.outcome()).toBe(0);
  });

  it('orders captures by victim then attacker (MVV-LVA), quiet moves 0; captures() lists exactly the captures', () => {
    // The blue lion on d4 takes the red cat on d3; the blue rat on a5 takes the red elephant on a6 (JG-8, from land).
    const board = loadJungleBoard(position({ d4: 'l', d3: 'C', a5: 'r', a6: 'E', g9: 'L' }, 0));
    const buffer = new Int32Array(board.maxMoves);
    const captures = Array.from(buffer.subarray(0, board.captures(buffer, 0)), (code) => jungle.moveKey(board.move(code))).sort();
    expect(captures).toEqual(['a5a6', 'd4d3']); // JG-8: the rat takes the elephant from land
    const value = (text: string) => board.captureValue(geometry.parse(text.slice(0, 2)) * 64 + geometry.parse(text.slice(2)));
    expect(value('a5a6')).toBeGreaterThan(value('d4d3'));
    expect(value('d4d3')).toBeGreaterThan(0);
    expect(value('d4d5')).toBe(0);
  });

  it('evaluates exactly as the heuristic did before it moved onto the board (values pinned from that version)', () => {
    const pinned: Record<string, number> = {
      'seed picture: lion on d5 blocked towards a5 by a rat on c5, free to take on g5': 368,
      'jumps blocked by rats of both sides, vertical jumps onto pieces': -302,
      'rats in the river next to rats and an elephant on the banks': -549,
      'rat against elephant on land, elephant against rat': -680,
      "red lion on blue's trap, blue dog on its own trap, red next to blue's den": -2140,
      'pieces at both dens': 841,
      'last pieces: the elephant takes the rat or the cat': 162,
      'a cornered rat: blue is often left without a move': -1074,
    };
    for (const fixture of fixtures.slice(1)) {
      const state = positionOf(fixture.position);
      expect(jungle.evaluate?.(state, 0), fixture.name).toBe(pinned[fixture.name]);
      expect(loadJungleBoard(state).evaluate(1), fixture.name).toBe(-(pinned[fixture.name] as number));
    }
    // toBe is Object.is: the symmetric start scores +0 for both players, never -0.
    expect(loadJungleBoard(jungle.start()).evaluate(0)).toBe(0);
    expect(loadJungleBoard(jungle.start()).evaluate(1)).toBe(0);
  });
});
