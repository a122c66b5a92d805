import { boardPerft, genericPerft, ONGOING } from '@tabula/engine-core';
import { assertSearchBoardConformance, perftFixtures } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import json from '../__fixtures__/perft.json' with { type: 'json' };
import { animalChess } from '../game.js';
import { kindOfLetter } from '../pieces.js';
import type { AnimalChessState, Hand, HandKind, Piece } from '../state.js';
import { loadBoard } from './animal-chess-board.js';

const fixtures = perftFixtures<{ readonly rules: readonly string[] }>(json);

/**
 * Reads the fixtures' position text (docs/notation.md: rows rank 1 → 6, side, hands, move number).
 * The real parser lives in `@tabula/notation`, which depends on this engine, so the engine's tests
 * read the fixtures with this minimal reader; `libs/notation` checks the fixtures with the real one.
 */
function readPosition(text: string): AnimalChessState {
  const [rows = '', side = '0', handText = '-', moveNumber = '1'] = text.trim().split(/\s+/);
  const board: (Piece | null)[] = [];
  for (const row of rows.split('/')) {
    let promoted = false;
    for (const char of row) {
      if (char === '+') promoted = true;
      else if (/\d/.test(char)) for (let i = 0; i < Number(char); i++) board.push(null);
      else {
        const kind = kindOfLetter(char);
        if (!kind) throw new Error(`bad piece ${char} in ${text}`);
        board.push({ owner: char === char.toUpperCase() ? 0 : 1, kind, promoted });
        promoted = false;
      }
    }
  }
  const hands: [Record<HandKind, number>, Record<HandKind, number>] = [
    { giraffe: 0, cat: 0, chick: 0 },
    { giraffe: 0, cat: 0, chick: 0 },
  ];
  if (handText !== '-') {
    for (const [, count, letter = ''] of handText.matchAll(/(\d*)([A-Za-z])/g)) {
      const kind = kindOfLetter(letter) as HandKind;
      hands[letter === letter.toUpperCase() ? 0 : 1][kind] += count ? Number(count) : 1;
    }
  }
  return { board, hands: hands as [Hand, Hand], toMove: side === '1' ? 1 : 0, moveNumber: Number(moveNumber) };
}

/** Board perft is checked for every count up to this many leaves, to keep the suite quick. */
const MAX_TESTED_LEAVES = 700_000;

describe('the search board on the perft fixtures', () => {
  it('reads the fixtures as the contract sees them', () => {
    expect(readPosition(fixtures[0]?.position ?? '')).toEqual(animalChess.start());
  });

  it('G-1: in the boxed-in fixture, seven of the eight moves of player 1 leave player 0 without a move, and lost', () => {
    const boxed = readPosition(fixtures.find((p) => p.rules.includes('G-1'))?.position ?? '');
    const board = loadBoard(boxed);
    const codes = new Int32Array(board.maxMoves);
    const count = board.moves(codes, 0);
    const outcomes: number[] = [];
    for (let i = 0; i < count; i++) {
      board.play(codes[i] as number);
      outcomes.push(board.outcome());
      expect(animalChess.status(board.state())).toMatchObject(board.outcome() === 1 ? { kind: 'over', winner: 1, reason: 'no-moves' } : { kind: 'playing' });
      board.undo();
    }
    expect(outcomes.filter((outcome) => outcome === 1)).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === ONGOING)).toHaveLength(1);
  });

  for (const fixture of fixtures) {
    const state = readPosition(fixture.position);

    it(`perft through moves/play/undo equals the fixture (${fixture.rules.join(', ')}): ${fixture.name}`, () => {
      const tested = fixture.counts.filter((count) => count <= MAX_TESTED_LEAVES);
      expect(tested.map((_, i) => boardPerft(loadBoard(state), i + 1))).toEqual(tested);
      // The fixture counts were made by the contract: check the first two against it here too.
      expect([1, 2].map((depth) => genericPerft(animalChess, state, depth))).toEqual(fixture.counts.slice(0, 2));
    });

    it(`passes the search-board conformance kit from the fixture (${fixture.rules.join(', ')}): ${fixture.name}`, () => {
      assertSearchBoardConformance(animalChess, { games: 8, maxPlies: 60, start: () => state });
    });
  }
});
