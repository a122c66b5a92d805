import { recordLayout } from '@tabula/engine-core';
import { BOARD } from '../board.js';
import * as weights from '../evaluation-weights.js';
import { KINDS } from '../pieces.js';
import * as byteBoard from './cells.js';
import * as flagZone from './flag-zone.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { ADVANCE, FLAG_THREAT, homeGuard, kindValue, minerValue, spyValue, THREAT_DISTANCE } = weights;
const { BOMB, FIRST_IMMOBILE, FLAG, KIND_SLOTS, MARSHAL, MINER, REVEALED, SPY } = byteBoard;
const { DISTANCE } = flagZone;
const SQUARES = BOARD.size;

/*
 * The evaluation of `evaluate.ts`, kept incrementally by the search board. On a full state every
 * term is a whole number of tenths: a piece is worth its value × 11 tenths while secret (1 +
 * SECRECY) and × 10 once revealed, plus 10 × ADVANCE per rank advanced; the flag terms are whole
 * numbers. So the board keeps red's score in tenths, exactly, as an integer, in `terms`:
 *
 * - SCORE: red's score in tenths, every term included;
 * - SPY_WEIGHT / MINER_WEIGHT (per owner): the 10s and 11s of the spies and miners on the board, as
 *   their values change when the enemy loses its marshal (ST-7) or a bomb (ST-6);
 * - THREAT / GUARD (per owner): the flag-safety terms of the owner's flag in whole points, kept while
 *   that flag stands — THREAT what the enemy mobile pieces near it cost, GUARD what the own bombs
 *   next to it and the own mobile pieces near it (its garrison) are worth; when it falls, they
 *   leave the score.
 *
 * `evaluateState` sums the same terms in floating point, in square order, and rounds. Its sum is
 * within far less than a tenth of the exact one, so both round alike — except when the exact score
 * is a whole point and a half (or zero), where the rounding hangs on which side of it the
 * floating-point sum fell. Then, and only then, the board replays `evaluate.ts`'s arithmetic
 * (replay.ts).
 */

/** The terms' offsets in a board's terms array (two wide: per owner), and TERMS, its length. */
export const {
  SCORE,
  SPY_WEIGHT,
  MINER_WEIGHT,
  THREAT,
  GUARD,
  size: TERMS,
} = recordLayout({ SCORE: 1, SPY_WEIGHT: 2, MINER_WEIGHT: 2, THREAT: 2, GUARD: 2 });

/** Tenths per unit of value for a secret piece and for a revealed one (1 + SECRECY, 1). */
const SECRET_TENTHS = 11;
const REVEALED_TENTHS = 10;

/**
 * The terms of a piece that never change value, in tenths for red, by `(cell * 4 + marks) * 100 +
 * square`: its value (× 11 secret, × 10 revealed) unless it is a spy or a miner, and its advance
 * (10 × ADVANCE per rank from its own back rank) if it moves.
 */
const STATIC_TENTHS = Int32Array.from({ length: 32 * 4 * BOARD.size }, (_, i) => {
  const square = i % BOARD.size;
  const marks = Math.floor(i / BOARD.size) % 4;
  const cell = Math.floor(i / (4 * BOARD.size));
  const owner = (cell - 1) >> 4;
  const kind = (cell - 1) & 15;
  if (cell === 0 || kind >= KINDS.length) return 0;
  const sign = owner === 0 ? 1 : -1;
  const tenths = (marks & REVEALED) !== 0 ? REVEALED_TENTHS : SECRET_TENTHS;
  const value = kind === SPY || kind === MINER ? 0 : kindValue(kind, 0, 0) * tenths;
  const rank = BOARD.rankOf(square);
  const advance = kind < FIRST_IMMOBILE ? 10 * ADVANCE * (owner === 0 ? rank : 9 - rank) : 0;
  return sign * (value + advance);
});

/** Whether `owner`'s flag stands: it has one on the board and has not lost it (flags never move). */
export function flagStands(flags: Int32Array, lost: Int32Array, owner: number): boolean {
  return (flags[owner] as number) >= 0 && lost[owner * KIND_SLOTS + FLAG] === 0;
}

/**
 * Adds (`direction` 1) or removes (−1) the terms of one piece on `square`, valued as the losses in
 * `lost` (by `owner * KIND_SLOTS + kind`) make it. `flags` holds each owner's flag square (−1: none).
 */
export function tallyPiece(terms: Int32Array, flags: Int32Array, lost: Int32Array, cell: number, marks: number, square: number, direction: number): void {
  const owner = (cell - 1) >> 4;
  const kind = (cell - 1) & 15;
  const enemy = owner ^ 1;
  const forRed = owner === 0 ? direction : -direction;
  let score = direction * (STATIC_TENTHS[(cell * 4 + marks) * SQUARES + square] as number);
  if (kind < FIRST_IMMOBILE) {
    if (kind === SPY || kind === MINER) {
      const tenths = (marks & REVEALED) !== 0 ? REVEALED_TENTHS : SECRET_TENTHS;
      terms[(kind === SPY ? SPY_WEIGHT : MINER_WEIGHT) + owner] += direction * tenths;
      score += forRed * tenths * kindValue(kind, lost[enemy * KIND_SLOTS + MARSHAL] as number, lost[enemy * KIND_SLOTS + BOMB] as number);
    }
    const distance = flagStands(flags, lost, enemy) ? (DISTANCE[(flags[enemy] as number) * SQUARES + square] as number) : THREAT_DISTANCE + 1;
    if (distance <= THREAT_DISTANCE) {
      // A threat to the enemy's flag: the enemy's loss, so the owner's gain.
      const threat = FLAG_THREAT[distance] as number;
      terms[THREAT + enemy] += direction * threat;
      score += forRed * 10 * threat;
    }
  }
  // What the piece does for its own flag: a mobile piece near it garrisons it, a bomb next to it guards it.
  const guard = flagStands(flags, lost, owner) ? homeGuard(kind, DISTANCE[(flags[owner] as number) * SQUARES + square] as number) : 0;
  if (guard !== 0) {
    terms[GUARD + owner] += direction * guard;
    score += forRed * 10 * guard;
  }
  terms[SCORE] += score;
}

/**
 * Takes into the score that `owner` has just lost a piece of `kind` (already counted in `lost`):
 * the enemy's spy loses its worth with the marshal (ST-7), its miners some of theirs with each bomb
 * (ST-6), and a fallen flag's safety terms leave the score (ST-8).
 */
export function tallyLoss(terms: Int32Array, lost: Int32Array, owner: number, kind: number): void {
  const enemy = owner ^ 1;
  const forEnemy = enemy === 0 ? 1 : -1;
  const losses = lost[owner * KIND_SLOTS + kind] as number;
  if (kind === MARSHAL) {
    terms[SCORE] += forEnemy * (spyValue(losses) - spyValue(losses - 1)) * (terms[SPY_WEIGHT + enemy] as number);
  } else if (kind === BOMB) {
    terms[SCORE] += forEnemy * (minerValue(losses) - minerValue(losses - 1)) * (terms[MINER_WEIGHT + enemy] as number);
  } else if (kind === FLAG && losses === 1) {
    terms[SCORE] += forEnemy * 10 * ((terms[GUARD + owner] as number) - (terms[THREAT + owner] as number));
  }
}

/**
 * `evaluate.ts`'s number for `player` from red's score in tenths, or NaN when only the
 * floating-point replay knows it: when the exact score is a whole point and a half (the sum may fall
 * on either side of the half), or exactly zero (the sum may be a hair below, which rounds to −0).
 * (`0 - x`, not `-x`, so that a score of a few tenths rounds to the zero the replay would give.)
 */
export function roundedScore(redTenths: number, player: number): number {
  const rest = redTenths % 10;
  if (rest === 5 || rest === -5 || redTenths === 0) return Number.NaN;
  return Math.round((player === 0 ? redTenths : 0 - redTenths) / 10);
}

/**
 * Whether adding whole numbers, `down` in all downwards and `up` in all upwards, to the double `score`
 * in any order is exact. It is when no partial sum reaches the power of two above |score|: every
 * partial sum is then a multiple of the ulp of `score` (the whole numbers are, as that ulp is at most
 * 1 here) smaller in magnitude than 2^53 such ulps, hence a double. Checked with a margin of 1.
 */
export function wholeStepsAreExact(score: number, down: number, up: number): boolean {
  const magnitude = Math.abs(score);
  if (magnitude < 1 || magnitude >= 2 ** 30) return false;
  const limit = 2 ** (32 - Math.clz32(magnitude));
  return Math.abs(score - down) + 1 < limit && Math.abs(score + up) + 1 < limit;
}
