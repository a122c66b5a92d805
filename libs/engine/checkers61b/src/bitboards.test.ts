import { createRng, type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { BIT_SQUARE, bitCount, downLeft, downRight, fillCodeBits, hasMoveBits, SQUARE_BIT, upLeft, upRight } from './bitboards.js';
import { generateMoves } from './move-generation.js';
import { encodeBoard, WATER } from './piece-codes.js';
import { STEP, USED_SQUARES } from './board.js';
import type { CheckersPiece, PieceKind } from './state.js';

const SHIFTS = [upRight, upLeft, downRight, downLeft];
const KINDS: readonly PieceKind[] = ['pawn', 'shield', 'bomb'];

describe('Checkers61b bitboards', () => {
  it('CK-1: a shift moves every used square to its diagonal neighbour (the STEP table) and drops the ones that leave the board', () => {
    for (const square of USED_SQUARES) {
      expect(BIT_SQUARE[31 - Math.clz32(SQUARE_BIT[square] as number)]).toBe(square);
      SHIFTS.forEach((shift, d) => {
        const to = STEP[square * 4 + d] as number;
        expect(shift(SQUARE_BIT[square] as number) | 0, `square ${square} direction ${d}`).toBe(to < 0 ? 0 : SQUARE_BIT[to]);
      });
    }
    expect(bitCount(-1)).toBe(32);
    expect(bitCount(0x80000001 | 0)).toBe(2);
  });

  it('CK-7: a side has a move by the bits exactly when the move generator lists one, in crowded set-ups', () => {
    const rng = createRng(77);
    const masks = new Int32Array(16);
    let stuck = 0;
    for (let i = 0; i < 4000; i++) {
      const board = Array<CheckersPiece | null>(64).fill(null);
      const density = 0.3 + 0.65 * rng.next();
      for (const square of USED_SQUARES) {
        if (rng.next() < density) board[square] = { owner: rng.int(2) as Player, kind: rng.pick(KINDS), king: rng.next() < 0.15 };
      }
      const codes = encodeBoard({ board, toMove: 0, moveNumber: 1 });
      fillCodeBits(codes, masks);
      for (const side of [0, 1] as const) {
        const listed = generateMoves(codes, side).length > 0;
        if (!listed) stuck++;
        expect(hasMoveBits(masks, side === 1 ? WATER : 0)).toBe(listed);
      }
    }
    // The set-ups include stuck sides, so both answers were checked.
    expect(stuck).toBeGreaterThan(50);
  });
});
