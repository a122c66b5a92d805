import { kindInfo, type PieceKind } from './pieces.js';

/** Who stays on the board after an attack: the attacker (who then moves in), the defender, or neither. */
export type AttackOutcome = 'attacker' | 'defender' | 'both-removed';

/**
 * Resolves an attack between two known kinds (ST-5 to ST-8). Bombs and flags never attack (ST-3),
 * so `attacker` is always a mobile kind.
 */
export function resolveAttack(attacker: PieceKind, defender: PieceKind): AttackOutcome {
  // ST-8: any attacker takes the flag.
  if (defender === 'flag') return 'attacker';
  // ST-6: single-use bombs; only a miner survives defusing one.
  if (defender === 'bomb') return attacker === 'miner' ? 'attacker' : 'both-removed';
  // ST-7: the spy beats the marshal only when the spy attacks.
  if (attacker === 'spy' && defender === 'marshal') return 'attacker';
  // ST-5: higher strength wins, equal strengths both go.
  const a = kindInfo(attacker).strength;
  const d = kindInfo(defender).strength;
  return a > d ? 'attacker' : a < d ? 'defender' : 'both-removed';
}
