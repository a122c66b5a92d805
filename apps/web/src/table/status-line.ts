import type { AnyGame, Player } from '@tabula/engine-core';
import type { Snapshot, TableState } from '@tabula/play';
import { outcomeText, turnText } from '../game/outcome-text.js';

/** The last move as the status line says it, in the game's words for the table's viewer: `White played e2e4: White's pawn moved from e2 to e4.` */
export function lastMoveLine(snapshot: Snapshot, names: readonly [string, string]): string {
  const last = snapshot.lastMove;
  if (!last) return '';
  return `${names[last.seat]} played ${last.text}${last.words ? `: ${last.words}` : '.'}`;
}

/**
 * Where the game stands, for the status line. At a table with one person's seat against another person
 * (online), the line speaks to that person (`Your turn (Black).`, `Waiting for White.`); elsewhere it
 * names the seat to move (`Blue to move (you)`, `Red to move — thinking…`). It also says who a game waits
 * for: armies still being set up (ST-1), or an invited player who has not taken their seat; and how a
 * finished game ended, in `game`'s own words.
 */
export function turnLine(state: TableState, seatsHere: readonly Player[], names: readonly [string, string], game: AnyGame): string {
  const { snapshot, openSeat } = state;
  const you = seatsHere.length === 1 ? (seatsHere[0] as Player) : null;
  if (snapshot.outcome) return outcomeText(snapshot.outcome, names, game);
  if (snapshot.phase === 'setup') {
    if (seatsHere.length === 0) return 'The players are setting up their armies.';
    if (you !== null) return snapshot.seats[you].ready ? "Waiting for the opponent's setup." : 'Set up your army, then press Ready.';
    return '';
  }
  const toMove = snapshot.toMove;
  if (toMove === null) return '';
  if (openSeat !== null) {
    return you === null ? `Waiting for a player to take ${names[openSeat]}'s seat.` : `Waiting for your opponent (${names[openSeat]}) to join: send them the invite link.`;
  }
  const againstPerson = you !== null && snapshot.seats[you === 0 ? 1 : 0].kind === 'human';
  if (againstPerson) return toMove === you ? `Your turn (${names[you]}).` : `Waiting for ${names[toMove]}.`;
  return turnText({ outcome: null, toMove, thinking: state.thinking, you, names, game });
}
