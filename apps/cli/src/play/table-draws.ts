import { opponent, type Player } from '@tabula/engine-core';
import type { PlayResult, Table } from '@tabula/play';
import type { Console } from './console.js';

/** What a draw offer at the terminal needs: the table, the console, the seats' names, and how a refusal is said. */
export interface DrawContext {
  readonly table: Table;
  readonly io: Console;
  readonly names: readonly [string, string];
  readonly report: (result: PlayResult<unknown>) => void;
}

/**
 * `draw`: offers the other seat a draw, or — when that seat has offered one — accepts it. The offer
 * stands until the other player answers at their prompt (online at theirs, at a shared keyboard at
 * this one when their turn comes) or moves, which declines it; the table refuses an offer to a bot.
 */
export async function offerDraw(context: DrawContext, seat: Player): Promise<void> {
  const { table, io, names, report } = context;
  const other = opponent(seat);
  if (table.current().drawOfferBy === other) {
    await answerDraw(context, seat, 'accept');
    return;
  }
  const offered = await table.draw(seat, 'offer');
  if (!offered.ok) {
    report(offered);
    return;
  }
  // The other seat's offer crossed this one: two offers agree, and the game's end says so.
  if (offered.value.snapshot.phase === 'over') return;
  io.print(
    table.seatsHere.includes(other)
      ? `${names[seat]} offers a draw; ${names[other]} answers it at their turn (a move declines it).`
      : `Offered ${names[other]} a draw; waiting for the answer (your own move leaves it standing).`,
  );
}

/** `accept` or `decline`: the answer to the other seat's draw offer; an accepted one ends the game, which says so. */
export async function answerDraw({ table, io, names, report }: DrawContext, seat: Player, step: 'accept' | 'decline'): Promise<void> {
  const answered = await table.draw(seat, step);
  if (!answered.ok) report(answered);
  else if (step === 'decline') io.print(`Declined ${names[opponent(seat)]}'s draw offer: play on.`);
}
