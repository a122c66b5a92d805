import { BASE_VALUE } from '../evaluation-weights.js';
import { KINDS } from '../pieces.js';
import { FLAG, KIND_SLOTS, UNKNOWN } from './cells.js';

/** What an attack on a hidden piece (or by one) is guessed to involve, for move ordering only. */
const UNKNOWN_VALUE = 150;
/** Taking the flag wins the game (ST-8): it orders above every other attack. */
const FLAG_VICTIM = 10 * BASE_VALUE.marshal;

/** Victim and attacker values by kind code, UNKNOWN last. */
const VICTIM = Float64Array.from({ length: KIND_SLOTS }, (_, kind) =>
  kind === UNKNOWN ? UNKNOWN_VALUE : kind === FLAG ? FLAG_VICTIM : BASE_VALUE[(KINDS[kind] as (typeof KINDS)[number]).kind],
);
const ATTACKER = Float64Array.from({ length: KIND_SLOTS }, (_, kind) => (kind === UNKNOWN ? UNKNOWN_VALUE : BASE_VALUE[(KINDS[kind] as (typeof KINDS)[number]).kind]));

/**
 * MVV-LVA order of an attack by kind codes (UNKNOWN for a hidden rank): most valuable victim first,
 * then least valuable attacker. At least 40 × 16 − 1000 / 16 > 0, so every attack orders above every
 * quiet move (0).
 */
export function captureOrder(victimKind: number, attackerKind: number): number {
  return (VICTIM[victimKind] as number) * 16 - (ATTACKER[attackerKind] as number) / 16;
}
