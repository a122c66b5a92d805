import type { Player } from '@tabula/engine-core';
import { BLAST_ZONE, bitCount, byteCounts, byteSum, downLeft, downRight, fillCodeBits, jumpableBits, upLeft, upRight } from './bitboards.js';
import { BOMB, decodePiece, encodeBoard, KING, PAWN, SHIELD, WATER } from './piece-codes.js';
import { BOARD } from './board.js';
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

/** `CODE_VALUES[code]`: {@link pieceValue} of a piece code (0 for an empty square). */
export const CODE_VALUES: Float64Array = Float64Array.from({ length: 16 }, (_, code) => (code === 0 ? 0 : pieceValue(decodePiece(code))));

/**
 * `PLACED_HALVES[code * 64 + square]`: what a piece is worth on a square before its surroundings
 * count (material, and for plain pieces the advance towards the crowning rank and the home guard),
 * from fire's side (water's pieces count negative), in half points: every such value is a multiple
 * of 0.5 (a king shield is 172.5), so sums stay small integers, exact, and cheap for the search
 * board to keep move by move ({@link placedHalves}).
 */
export const PLACED_HALVES: Int32Array = (() => {
  const table = new Int32Array(16 * 64);
  for (let code = 1; code < 16; code++) {
    for (let square = 0; square < 64; square++) {
      const piece = decodePiece(code);
      let value = pieceValue(piece);
      const rank = BOARD.rankOf(square);
      const advanced = piece.owner === 0 ? rank : 7 - rank;
      if (!piece.king) {
        value += advanced * ADVANCE_BONUS;
        if (advanced === 0) value += HOME_GUARD_BONUS;
      }
      table[code * 64 + square] = (piece.owner === 0 ? 2 : -2) * value;
    }
  }
  return table;
})();

/** The sum of {@link PLACED_HALVES} over a code board. */
export function placedHalves(codes: Int8Array): number {
  let placed = 0;
  for (let square = 0; square < 64; square++) {
    const code = codes[square] as number;
    if (code !== 0) placed += PLACED_HALVES[code * 64 + square] as number;
  }
  return placed;
}

/** The piece codes in falling value, water's bit left out: the first one found hanging is the best. */
const BY_VALUE = Int8Array.of(KING | SHIELD, KING | PAWN, KING | BOMB, SHIELD, PAWN, BOMB);

const scratchMasks = new Int32Array(16);

/**
 * How good `state` is for `player` (larger is better): material with kings worth more, advancement
 * of plain pieces towards the crowning rank, home-rank guards, mobility, minus exposure of
 * non-shield pieces to enemy bombs (an explosion takes everything but shields around its landing)
 * and a part of the value of pieces the side to move can capture at once.
 */
export function evaluateState(state: CheckersState, player: Player): number {
  const codes = encodeBoard(state);
  fillCodeBits(codes, scratchMasks);
  return evaluatePosition(scratchMasks, placedHalves(codes), state.toMove, player);
}

/**
 * {@link evaluateState} of a position given as its pieces' bits per code (`masks[code]`, see
 * bitboards.ts) and its {@link placedHalves}, with `toMove` to move: the one implementation of the
 * evaluation, used by the Game and by the search board (which keeps both arguments move by move).
 * Every term before the hanging piece is a multiple of 0.5, so the sum is exact in any order.
 */
export function evaluatePosition(masks: Int32Array, placedHalves: number, toMove: Player, player: Player): number {
  const fireShields = (masks[SHIELD] as number) | (masks[KING | SHIELD] as number);
  const fireBombs = (masks[BOMB] as number) | (masks[KING | BOMB] as number);
  const fireKings = (masks[KING | PAWN] as number) | (masks[KING | SHIELD] as number) | (masks[KING | BOMB] as number);
  const fire = fireKings | (masks[PAWN] as number) | fireShields | fireBombs;
  const waterShields = (masks[WATER | SHIELD] as number) | (masks[WATER | KING | SHIELD] as number);
  const waterBombs = (masks[WATER | BOMB] as number) | (masks[WATER | KING | BOMB] as number);
  const waterKings = (masks[WATER | KING | PAWN] as number) | (masks[WATER | KING | SHIELD] as number) | (masks[WATER | KING | BOMB] as number);
  const water = waterKings | (masks[WATER | PAWN] as number) | waterShields | waterBombs;
  const empty = ~(fire | water);
  // Mobility: each free step of each piece (plain pieces forward, kings both ways, CK-1); a side's
  // four directions are counted byte-wise, then added up once (at most 4 × 32, no byte overflows).
  let fireSteps = byteCounts(upRight(fire) & empty) + byteCounts(upLeft(fire) & empty);
  if (fireKings !== 0) fireSteps += byteCounts(downRight(fireKings) & empty) + byteCounts(downLeft(fireKings) & empty);
  let waterSteps = byteCounts(downRight(water) & empty) + byteCounts(downLeft(water) & empty);
  if (waterKings !== 0) waterSteps += byteCounts(upRight(waterKings) & empty) + byteCounts(upLeft(waterKings) & empty);
  /** Fire's score minus water's. */
  let score = placedHalves / 2 + MOBILITY_BONUS * (byteSum(fireSteps) - byteSum(waterSteps));
  // Blast exposure: every non-shield piece within two squares of an enemy bomb, once per bomb.
  const fireTargets = fire & ~fireShields;
  const waterTargets = water & ~waterShields;
  let fireExposed = 0;
  for (let bombs = waterBombs; bombs !== 0; bombs &= bombs - 1) {
    fireExposed += bitCount((BLAST_ZONE[31 - Math.clz32(bombs & -bombs)] as number) & fireTargets);
  }
  let waterExposed = 0;
  for (let bombs = fireBombs; bombs !== 0; bombs &= bombs - 1) {
    waterExposed += bitCount((BLAST_ZONE[31 - Math.clz32(bombs & -bombs)] as number) & waterTargets);
  }
  const exposed = waterExposed - fireExposed;
  score += BLAST_EXPOSURE * exposed;
  if (player === 1) score = 0 - score; // not -score: an even position is +0 for both players, as the sum always was
  // The side to move can take a hanging piece before the other side can protect it: the best piece
  // one of its pieces can jump right now (the first capture of a chain only).
  const up = toMove === 0 ? fire : waterKings;
  const down = toMove === 0 ? fireKings : water;
  const enemy = toMove === 0 ? water : fire;
  const hangingSquares = jumpableBits(up, down, enemy, empty);
  let hanging = 0;
  if (hangingSquares !== 0) {
    const enemyWater = toMove === 0 ? WATER : 0;
    for (let i = 0; i < BY_VALUE.length; i++) {
      const victim = (BY_VALUE[i] as number) | enemyWater;
      if (((masks[victim] as number) & hangingSquares) !== 0) {
        hanging = CODE_VALUES[victim] as number;
        break;
      }
    }
  }
  score += (toMove === player ? 1 : -1) * HANGING_FRACTION * hanging;
  return Math.round(score);
}
