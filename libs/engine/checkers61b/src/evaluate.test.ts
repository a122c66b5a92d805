import { createRng, unwrap, type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { evaluateState, pieceValue } from './evaluate.js';
import { checkers61b } from './game.js';
import { BOARD, JUMP, STEP, USED_SQUARES } from './board.js';
import type { CheckersPiece, CheckersState, PieceKind } from './state.js';

/*
 * The evaluation as it was written on the JSON state, square by square, before it moved onto the
 * code board the search board shares (evaluateCodes). Kept here, unchanged, as the reference the
 * bots' level table was measured with: the new implementation must give exactly its numbers.
 */
const ADVANCE_BONUS = 4;
const HOME_GUARD_BONUS = 6;
const BLAST_EXPOSURE = 12;
const MOBILITY_BONUS = 3;
const HANGING_FRACTION = 0.35;

function referenceEvaluate(state: CheckersState, player: Player): number {
  let score = 0;
  const bombs: number[][] = [[], []];
  for (let square = 0; square < 64; square++) {
    const piece = state.board[square];
    if (piece?.kind === 'bomb') bombs[piece.owner]?.push(square);
  }
  for (let square = 0; square < 64; square++) {
    const piece = state.board[square];
    if (!piece) continue;
    const sign = piece.owner === player ? 1 : -1;
    let value = pieceValue(piece);
    const rank = BOARD.rankOf(square);
    const advanced = piece.owner === 0 ? rank : 7 - rank;
    if (!piece.king) {
      value += advanced * ADVANCE_BONUS;
      if (advanced === 0) value += HOME_GUARD_BONUS;
    }
    if (piece.kind !== 'shield') value -= BLAST_EXPOSURE * nearBombs(square, bombs[1 - piece.owner] ?? []);
    value += MOBILITY_BONUS * stepCount(state, square, piece);
    score += sign * value;
  }
  const hanging = bestSingleCapture(state, state.toMove);
  score += (state.toMove === player ? 1 : -1) * HANGING_FRACTION * hanging;
  return Math.round(score);
}

function nearBombs(square: number, bombs: readonly number[]): number {
  let near = 0;
  for (const bomb of bombs) {
    const distance = Math.max(Math.abs(BOARD.fileOf(bomb) - BOARD.fileOf(square)), Math.abs(BOARD.rankOf(bomb) - BOARD.rankOf(square)));
    if (distance <= 2) near++;
  }
  return near;
}

function directionsOf(piece: CheckersPiece): readonly number[] {
  if (piece.king) return [0, 1, 2, 3];
  return piece.owner === 0 ? [0, 1] : [2, 3];
}

function stepCount(state: CheckersState, square: number, piece: CheckersPiece): number {
  let count = 0;
  for (const d of directionsOf(piece)) {
    const to = STEP[square * 4 + d] as number;
    if (to >= 0 && !state.board[to]) count++;
  }
  return count;
}

function bestSingleCapture(state: CheckersState, side: Player): number {
  let best = 0;
  state.board.forEach((piece, square) => {
    if (!piece || piece.owner !== side) return;
    for (const d of directionsOf(piece)) {
      const land = JUMP[square * 4 + d] as number;
      if (land < 0 || state.board[land]) continue;
      const victim = state.board[STEP[square * 4 + d] as number];
      if (victim && victim.owner !== side) best = Math.max(best, pieceValue(victim));
    }
  });
  return best;
}

const KINDS: readonly PieceKind[] = ['pawn', 'shield', 'bomb'];

describe('Checkers61b evaluation', () => {
  it('gives exactly the numbers of the square-by-square reference, in played and in crowded set-up positions', () => {
    const rng = createRng(2024);
    const states: CheckersState[] = [];
    for (let game = 0; game < 20; game++) {
      let state = checkers61b.start();
      for (let ply = 0; ply < 120; ply++) {
        states.push(state);
        const moves = checkers61b.legalMoves(state);
        if (moves.length === 0) break;
        state = unwrap(checkers61b.play(state, rng.pick(moves)));
      }
    }
    // Set-ups with kings, many bombs and pieces on every rank: every term in play, ties at .5 too.
    for (let i = 0; i < 3000; i++) {
      const board = Array<CheckersPiece | null>(64).fill(null);
      for (const square of USED_SQUARES) {
        if (rng.next() < 0.55) board[square] = { owner: rng.int(2) as Player, kind: rng.pick(KINDS), king: rng.next() < 0.3 };
      }
      states.push({ board, toMove: rng.int(2) as Player, moveNumber: 1 });
    }
    for (const state of states) {
      for (const player of [0, 1] as const) {
        const value = evaluateState(state, player);
        // Object.is: not even the sign of a zero may differ.
        expect(Object.is(value, referenceEvaluate(state, player)), JSON.stringify({ state, player })).toBe(true);
      }
    }
  });
});
