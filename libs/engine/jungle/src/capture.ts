import type { Player } from '@tabula/engine-core';
import { isWater, trapOwner } from './board.js';
import { ELEPHANT, kindOf, ownerOf, RAT, rankOf, type JunglePiece } from './pieces.js';

/**
 * Effective rank (JG-11..13): a piece standing on one of the opponent's traps counts 0; anywhere
 * else, its own traps included, it keeps its printed rank. Computed from the square every time, never
 * stored, so it is restored the moment the piece leaves the trap (JG-12).
 */
export function effectiveRank(piece: JunglePiece, square: number): number {
  const owner: Player = ownerOf(piece);
  return trapOwner[square] === 1 - owner ? 0 : rankOf(piece);
}

/** The rules that can forbid a capture. */
export type CaptureRule = 'JG-8' | 'JG-9' | 'JG-10' | 'JG-11' | 'JG-14';

/**
 * Whether `attacker` moving from `from` may capture the enemy `defender` on `to` (JG-8..11, JG-14,
 * JG-15): null when it may, else the rule that forbids it. See {@link captureRule}, which states the
 * rules on plain ranks.
 */
export function captureBreach(attacker: JunglePiece, from: number, defender: JunglePiece, to: number): CaptureRule | null {
  return captureRule(ownerOf(attacker), rankOf(attacker), from, rankOf(defender), to);
}

/**
 * The capture rules in one place, on plain numbers so that the letter-based rules (`moveBreach`) and
 * the typed search board share them: whether `side`'s piece of printed rank `attackerRank` moving
 * from `from` may capture the enemy of printed rank `defenderRank` on `to`. Null when it may, else
 * the rule that forbids it. The order of the checks is the order of the seed's exceptions, so the
 * cited rule is the most specific one. Allocation-free: move generation calls it for every candidate
 * capture.
 */
export function captureRule(side: number, attackerRank: number, from: number, defenderRank: number, to: number): CaptureRule | null {
  const attackerInWater = isWater[from] === 1;
  if (isWater[to]) return attackerInWater ? null : 'JG-10';
  if (attackerInWater && defenderRank === RAT) return 'JG-9';
  if (attackerInWater && defenderRank === ELEPHANT) return 'JG-8';
  // JG-11: on an enemy trap the attacker counts 0 (effectiveRank), and 0 takes nothing.
  if (trapOwner[from] === 1 - side) return 'JG-11';
  if (attackerRank === RAT && defenderRank === ELEPHANT) return null; // JG-8, from land.
  // The defender counts 0 on the attacker's traps (JG-11); JG-15: an elephant takes a rat.
  const defending = trapOwner[to] === side ? 0 : defenderRank;
  return attackerRank >= defending ? null : 'JG-14';
}

/** The sentence that explains a {@link captureBreach}. */
export function captureMessage(rule: CaptureRule, attacker: JunglePiece, from: number, defender: JunglePiece, to: number): string {
  switch (rule) {
    case 'JG-8':
      return 'a rat captures an elephant only when it moves from land';
    case 'JG-9':
      return 'a rat in the water cannot capture a rat on land';
    case 'JG-10':
      return 'a rat in the water can be captured only by a rat that is in the water too';
    case 'JG-11':
      return `a ${kindOf(attacker)} on an enemy trap cannot capture`;
    case 'JG-14':
      return `a ${kindOf(attacker)} (rank ${effectiveRank(attacker, from)}) cannot capture a ${kindOf(defender)} (rank ${effectiveRank(defender, to)})`;
  }
}
