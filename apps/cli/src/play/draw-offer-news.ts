import { opponent, type Player } from '@tabula/engine-core';

/** A table's draw offer as the news compares it: who offered, how many moves stood, whether the game had ended. */
export interface DrawOfferMoment {
  readonly offeredBy: Player | null;
  readonly moves: number;
  readonly over: boolean;
}

/**
 * What the seat asked to answer a draw offer reads before its prompt: the commands that answer it, and
 * that a move declines it, as the server and the local table rule.
 */
export function drawOfferedTo(names: readonly [string, string], offeredBy: Player): string {
  return `${names[offeredBy]} offers a draw: type draw to accept, or decline; your move declines it.`;
}

/**
 * What a change of the draw offer says at a keyboard with the seats `here` (none for a spectator), or
 * null when it says nothing there: the seat asked to answer is told at its prompt ({@link drawOfferedTo}),
 * and what a seat here does itself is answered where it was typed. An offer that goes away with the game
 * still running was declined — by a move when moves were made meanwhile; an accepted one ends the game,
 * whose end says it.
 */
export function drawOfferChange(before: DrawOfferMoment, after: DrawOfferMoment, names: readonly [string, string], here: readonly Player[]): string | null {
  if (after.offeredBy !== null && after.offeredBy !== before.offeredBy) {
    const by = after.offeredBy;
    return here.includes(by) || here.includes(opponent(by)) ? null : `${names[by]} offers a draw.`;
  }
  if (before.offeredBy === null || after.offeredBy !== null || after.over) return null;
  const by = before.offeredBy;
  const answerer = opponent(by);
  if (here.includes(answerer)) return null;
  const whose = here.includes(by) ? 'your' : 'the';
  return after.moves > before.moves ? `${names[answerer]} played on, declining ${whose} draw offer.` : `${names[answerer]} declined ${whose} draw offer.`;
}
