import type { Player } from '@tabula/engine-core';
import { isWater, trapOwner } from './board.js';
import { ELEPHANT, KINDS, ownerOf, RAT, rankOf, type JunglePiece } from './pieces.js';

/**
 * Effective rank (JG-11..13): a piece standing on one of the opponent's traps counts 0; anywhere
 * else, its own traps included, it keeps its printed rank. Computed from the square every time, never
 * stored, so it is restored the moment the piece leaves the trap (JG-12).
 */
export function effectiveRank(piece: JunglePiece, square: number): number {
  const owner: Player = ownerOf(piece);
  return trapOwner[square] === 1 - owner ? 0 : rankOf(piece);
}

/** Why a capture is refused: the rule and a sentence. */
export interface CaptureRefusal {
  readonly rule: string;
  readonly message: string;
}

const name = (piece: JunglePiece): string => KINDS[rankOf(piece) - 1] as string;

/**
 * Whether `attacker` moving from `from` may capture the enemy `defender` on `to` (JG-8..11, JG-14,
 * JG-15); null when it may, else the rule that forbids it. The order of the checks is the order of
 * the seed's exceptions, so the cited rule is the most specific one.
 */
export function captureRefusal(attacker: JunglePiece, from: number, defender: JunglePiece, to: number): CaptureRefusal | null {
  const attackerInWater = isWater[from] === 1;
  if (isWater[to]) {
    return attackerInWater
      ? null
      : { rule: 'JG-10', message: 'a rat in the water can be captured only by a rat that is in the water too' };
  }
  const attackerRank = rankOf(attacker);
  const defenderRank = rankOf(defender);
  if (attackerInWater && defenderRank === RAT) return { rule: 'JG-9', message: 'a rat in the water cannot capture a rat on land' };
  if (attackerInWater && defenderRank === ELEPHANT) return { rule: 'JG-8', message: 'a rat captures an elephant only when it moves from land' };
  const attacking = effectiveRank(attacker, from);
  if (attacking === 0) return { rule: 'JG-11', message: `a ${name(attacker)} on an enemy trap cannot capture` };
  if (attackerRank === RAT && defenderRank === ELEPHANT) return null; // JG-8, from land.
  const defending = effectiveRank(defender, to);
  if (attacking >= defending) return null; // JG-14 (JG-15: an elephant takes a rat).
  return {
    rule: 'JG-14',
    message: `a ${name(attacker)} (rank ${attacking}) cannot capture a ${name(defender)} (rank ${defending})`,
  };
}
