import { opponent, type Player } from '@tabula/engine-core';
import type { TableState } from '@tabula/play';

/** A finished online game's rematch as the server shows it: who wants one, and the new game once both do. */
export type RematchMoment = NonNullable<TableState['rematch']>;

/** Said once under an online game's end, so the player knows the prompt still takes a rematch. */
export const REMATCH_INVITATION = 'Type rematch to play again with the seats swapped, or quit.';

/**
 * `rematch` where none can be asked for: during a game (the server opens a rematch of a finished game
 * only), or at a game kept at this terminal, where another game is simply `n`.
 */
export function rematchRefusal(online: boolean, over: boolean): string {
  if (!online) return over ? 'A rematch is for online games: here n starts a new game.' : 'A rematch is for online games, once they are over: here n starts a new game.';
  return 'A rematch can be asked for once the game is over.';
}

/** The answer to the player's own `rematch` while the other player has not asked yet. */
export function rematchAsked(names: readonly [string, string], seat: Player): string {
  return `You asked for a rematch; waiting for ${names[opponent(seat)]}.`;
}

/**
 * What a change of the rematch says to the player in `seat` (null: a spectator), or null when it says
 * nothing: the other player asking (with how to accept), and the rematch opening — for a player, the
 * seat they now play, which is the other one (the seats are swapped); for a spectator, that it follows.
 * The player's own asking is answered where it was typed ({@link rematchAsked}).
 */
export function rematchChange(before: RematchMoment | null, after: RematchMoment | null, names: readonly [string, string], seat: Player | null): string | null {
  if (after === null) return null;
  if (after.next !== null) {
    if (before?.next === after.next) return null;
    return seat === null ? `Both players agreed to a rematch (game ${after.next}): watching it.` : `Rematch: you are now ${names[opponent(seat)]}.`;
  }
  const newly = ([0, 1] as const).filter((player) => after.wanted[player] && !(before?.wanted[player] ?? false));
  if (seat === null) return newly.length === 0 ? null : newly.map((player) => `${names[player]} wants a rematch.`).join(' ');
  const other = opponent(seat);
  return newly.includes(other) && !after.wanted[seat] ? `${names[other]} wants a rematch: type rematch to accept.` : null;
}
