import { CHICK, PROMOTED_CAT } from '../codes.js';

/*
 * MVV-LVA ordering of captures, shared by the search hook `captureValue` and the search board: the
 * victim's value (the lion's is the game, AC-6; a promoted victim counts 100 more) minus a tenth of
 * the attacker's (a lion attacker counts 50). Always positive for a capture.
 */

/** Victim value by type (codes.ts: 1 chick, 2 cat, 3 giraffe, 4 lion, 5 rooster, 6 promoted cat). */
const VICTIM = [0, 100, 280, 320, 100000, 200, 380];
/** Attacker cost by type 1–6: a tenth of its unpromoted kind's value, a lion 50. */
const ATTACKER = [0, 10, 28, 32, 50, 10, 28];

/** `CAPTURE_VALUES[victimType * 8 + attackerType]`. */
const CAPTURE_VALUES = new Int32Array(64);
for (let victim = CHICK; victim <= PROMOTED_CAT; victim++) {
  for (let attacker = CHICK; attacker <= PROMOTED_CAT; attacker++) {
    CAPTURE_VALUES[victim * 8 + attacker] = (VICTIM[victim] as number) - (ATTACKER[attacker] as number);
  }
}

/** The ordering value of a piece code taking a piece code (only the types matter). */
export function captureValueOf(attacker: number, victim: number): number {
  return CAPTURE_VALUES[(victim & 7) * 8 + (attacker & 7)] as number;
}
