import type { Player, Viewer } from '@tabula/engine-core';
import type { GameSession } from './game-session.js';

/**
 * What one device shows of a local game, for every front end that plays at one device (the web page,
 * the terminal): whose view, when the device must change hands first, which way up the board goes, who
 * asks for a takeback, and what a record made there holds. `seatsHere` are the seats played by people
 * at this device: one against a bot, both at a shared device (hot-seat), none when bots play each other.
 *
 * The web page and the terminal each had their own answer and they differed: the web exported the full
 * record of a running Stratego game (the other army's ranks, in a file either player may open) and
 * showed the first army's set-up without a cover; the terminal saved the seat to move's copy and put a
 * cover before the first set-up. This is the one answer both now use.
 */

/** The seats people play at this device: the session's human seats. */
export function humanSeats(session: GameSession): readonly Player[] {
  return ([0, 1] as const).filter((seat) => session.seats[seat].kind === 'human');
}

/**
 * Whose view the device shows. One person: theirs. Nobody (two bots): a spectator's. Two people: the
 * seat that acts next — the first seat still to set up its army (ST-1), else the seat to move, else,
 * once the game is over, the seat that made the last move. In an open game every seat's view shows the
 * whole board, so this only decides whose legal moves are offered; in a hidden-information game it is
 * the one army whose ranks the screen may show (ST-9).
 */
export function deviceViewer(session: GameSession, seatsHere: readonly Player[]): Viewer {
  const [first, second] = seatsHere;
  if (first === undefined) return 'spectator';
  if (second === undefined) return first;
  if (session.phase === 'setup') return seatsHere.find((seat) => session.needsSetup(seat)) ?? first;
  return session.toMove ?? session.snapshot('spectator').lastMove?.seat ?? first;
}

/**
 * Whether two people share the device in a hidden-information game that is still running (or still
 * setting up): then each player's view stays behind a cover until that player has the device (ST-9).
 * Once the game is over everything is public (ST-9), and an open game hides nothing.
 */
export function needsHandOvers(session: GameSession, seatsHere: readonly Player[]): boolean {
  return seatsHere.length === 2 && session.entry.game.hiddenInformation && session.phase !== 'over';
}

/**
 * The seat the device must be handed to before its view is shown, or null when the view may show now.
 * `shownTo` is the seat whose view the device last showed (after its player took the device).
 */
export function handOverTo(session: GameSession, seatsHere: readonly Player[], shownTo: Player | null): Player | null {
  if (!needsHandOvers(session, seatsHere)) return null;
  const viewer = deviceViewer(session, seatsHere);
  return viewer === 'spectator' || viewer === shownTo ? null : viewer;
}

/**
 * The seat a device may show at once when it opens a game: while no army stands there is nothing
 * secret yet, so the first player sets up without a cover; a game resumed with armies on the board
 * (a reload) starts behind a cover, since whoever opens it may not be the player to move.
 */
export function firstShown(session: GameSession, seatsHere: readonly Player[]): Player | null {
  const nothingStands = session.phase === 'setup' && session.snapshot('spectator').seats.every((seat) => !seat.ready);
  const viewer = deviceViewer(session, seatsHere);
  return nothingStands && viewer !== 'spectator' ? viewer : null;
}

/**
 * The seat whose army is drawn nearest the player: one person's own seat; two people sharing open
 * pieces keep the board still (seat 0 nearest), while with hidden ranks it turns with the viewer, so
 * each player sees their own army at the bottom; seat 0 when nobody here plays (a spectator). Read from
 * the game and the seats alone, so a front end can ask it of any table, local or remote.
 */
export function nearSeat(hiddenInformation: boolean, seatsHere: readonly Player[], viewer: Viewer): Player {
  if (seatsHere.length === 1) return seatsHere[0] as Player;
  if (seatsHere.length === 2 && hiddenInformation && viewer !== 'spectator') return viewer;
  return 0;
}

/**
 * The seat a takeback is asked for (G-4): the one person here — against a bot their move and the bot's
 * reply go, online the other player answers; at a shared device the seat that made the last move, which
 * the other player there then accepts or declines. Null when nobody here plays, or nothing was played.
 */
export function takebackSeat(seatsHere: readonly Player[], lastMover: Player | null): Player | null {
  if (seatsHere.length === 1) return seatsHere[0] as Player;
  return seatsHere.length === 0 ? null : lastMover;
}

/**
 * Whose copy of the record a device exports or saves to a file: the copy of the viewer the device
 * shows now, so a file shows exactly what its screen shows — while a hidden-information game runs, that
 * viewer's own ranks and only the enemy ranks revealed (ST-9); behind a hand-over cover, a spectator's.
 * A file outlives the cover and either player at a shared device may open it, so a running game's full
 * record (both armies) is never written there. Once the game is over every copy is the full record
 * (ST-9: everything is public then), and in an open game every copy is the full record anyway.
 */
export function recordViewer(session: GameSession, seatsHere: readonly Player[], shownTo: Player | null): Viewer {
  return handOverTo(session, seatsHere, shownTo) === null ? deviceViewer(session, seatsHere) : 'spectator';
}
