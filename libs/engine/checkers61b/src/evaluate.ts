import type { Player } from '@tabula/engine-core';
import { BOARD, STEP, JUMP } from './squares.js';
import type { CheckersPiece, CheckersState, PieceKind } from './state.js';

/**
 * Material values in hundredths of a pawn. A shield is worth a little more than a pawn because
 * explosions spare it (CK-5); a bomb a little less, because it dies with its first capture.
 */
export const PIECE_VALUES: Readonly<Record<PieceKind, number>> = { pawn: 100, shield: 115, bomb: 90 };
/** A king moves and captures both ways (CK-4): worth half as much again. */
const KING_FACTOR = 1.5;
/** Per rank a plain piece has advanced towards its crowning rank. */
const ADVANCE_BONUS = 4;
/** A plain piece still on its home rank keeps enemy pieces from crowning there. */
const HOME_GUARD_BONUS = 6;
/** A non-shield piece near an enemy bomb is likely to be caught in its blast (CK-5). */
const BLAST_EXPOSURE = 12;
/** A piece that can step somewhere is not stuck (CK-7 makes being stuck fatal). */
const MOBILITY_BONUS = 3;
/** A piece the opponent could capture right now, when it is the opponent's turn. */
const HANGING_FRACTION = 0.35;

/** The material value of one piece. */
export function pieceValue(piece: CheckersPiece): number {
  const base = PIECE_VALUES[piece.kind];
  return piece.king ? base * KING_FACTOR : base;
}

/**
 * How good `state` is for `player` (larger is better): material with kings worth more, advancement
 * of plain pieces towards the crowning rank, home-rank guards, mobility, minus exposure of
 * non-shield pieces to enemy bombs (an explosion takes everything but shields around its landing)
 * and a part of the value of pieces the side to move can capture at once.
 */
export function evaluateState(state: CheckersState, player: Player): number {
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
  // The side to move can take a hanging piece before the other side can protect it.
  const hanging = bestSingleCapture(state, state.toMove);
  score += (state.toMove === player ? 1 : -1) * HANGING_FRACTION * hanging;
  return Math.round(score);
}

/** How many of the given bombs are within two squares (king distance) of `square`. */
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

/** The value of the best piece `side` can jump right now (the first capture of a chain only). */
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
