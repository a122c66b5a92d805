import { opponent, type Player } from '@tabula/engine-core';
import { takebackSeat, type PlayResult, type Table, type TableState } from '@tabula/play';
import type { Console } from './console.js';

/** What a takeback at the terminal needs: the table, the console, the seats' names, and how a refusal is said. */
export interface TakebackContext {
  readonly table: Table;
  readonly io: Console;
  readonly names: readonly [string, string];
  readonly report: (result: PlayResult<unknown>) => void;
}

/**
 * `undo`, as G-4 allows it: against a bot your last move and its reply go at once; at a shared keyboard
 * the last mover asks and the player to move answers here; online the other player is asked at theirs.
 */
export async function offerTakeback({ table, io, names, report }: TakebackContext, seat: Player): Promise<void> {
  const before = table.current().snapshot;
  const asker = takebackSeat(table.seatsHere, before.lastMove?.seat ?? null) ?? seat;
  const offered = await table.takeback(asker, 'offer');
  if (!offered.ok) {
    report(offered);
    return;
  }
  if (offered.value.takebackBy === asker && table.seatsHere.length === 2) {
    const other = opponent(asker);
    const moves = before.lastMove?.text ?? 'the last move';
    const accepted = await accepts(io, `${names[asker]} asks to take back ${moves}. ${names[other]}, accept?`);
    const answered = await table.takeback(other, accepted ? 'accept' : 'decline');
    if (!answered.ok) report(answered);
    else if (!accepted) io.print(`${names[other]} declined: nothing was taken back.`);
    else tookBack(table, io, before.version);
    return;
  }
  if (offered.value.takebackBy === asker) io.print(`Asked ${names[opponent(asker)]} to take back your last move; waiting for the answer.`);
  else tookBack(table, io, before.version);
}

/**
 * Online, the opponent asks to take back their last move: this seat accepts or declines (G-4). `ask`
 * gives up (undefined) when the table changes first; false when the player left.
 */
export async function answerTakeback(
  { table, io, names, report }: TakebackContext,
  seat: Player,
  state: TableState,
  ask: (prompt: string) => Promise<string | null | undefined>,
): Promise<boolean> {
  const asker = opponent(seat);
  const last = state.snapshot.lastMove;
  const move = last !== null && last.seat === asker ? ` ${last.text}` : ' their last move';
  for (;;) {
    const line = await ask(`${names[asker]} asks to take back${move}. ${names[seat]}, accept? (y/n) `);
    if (line === undefined) return true;
    if (line === null) return false;
    const step = yesOrNo(line);
    if (step === null) continue;
    const answered = await table.takeback(seat, step ? 'accept' : 'decline');
    if (!answered.ok) report(answered);
    else io.print(step ? `Took back${move}.` : 'You declined: nothing was taken back.');
    return true;
  }
}

/** `Took back N moves.`, from the table's undo event. */
function tookBack(table: Table, io: Console, since: number): void {
  const undo = table.eventsSince(since).find((event) => event.type === 'undo');
  const plies = undo?.type === 'undo' ? undo.plies : 0;
  io.print(`Took back ${plies} move${plies === 1 ? '' : 's'}.`);
}

/** Asks a yes-or-no question until it is answered; no answer (the input ended) is a no. */
async function accepts(io: Console, question: string): Promise<boolean> {
  for (;;) {
    const line = await io.ask(`${question} (y/n) `);
    if (line === null) return false;
    const answer = yesOrNo(line);
    if (answer !== null) return answer;
  }
}

function yesOrNo(line: string): boolean | null {
  const answer = line.trim().toLowerCase();
  return answer === 'y' || answer === 'yes' ? true : answer === 'n' || answer === 'no' ? false : null;
}
