import { opponent, type Player } from '@tabula/engine-core';
import { awayFor, claimableAt, elapsedFace, type TablePresence } from '@tabula/play';

// Who is at an online game, in words at the terminal: the other player leaving and coming back (both
// seats for a watcher), and at the prompt how long they have been gone and when the win may be claimed.
// Presence is the server's word (TableState.presence); the server alone decides a claim.

/**
 * What has been said of a seat's player: there (`here`), gone after being there (`left`), gone when first
 * heard of (`absent`), or nothing yet — a seat here, a seat nobody has taken, or a player who took their
 * seat while this terminal watched and has not opened the game yet (the join is news of its own).
 */
export type SeatTold = 'here' | 'left' | 'absent' | null;

/** What has been said of both seats; null until the server's first word on who is there. */
export type PresenceTold = readonly [SeatTold, SeatTold] | null;

/**
 * A player gone for less than this at the server's first word is taken to be still opening the game — both
 * players open a rematch at once, and the one first there would read that the other is not connected, then
 * back — so it is not said (the prompt still shows them gone until they come).
 */
export const OPENING_MS = 5_000;

/** The lines a change of presence says, and what has been said once they are printed. */
export interface PresenceNews {
  readonly lines: readonly string[];
  readonly told: PresenceTold;
}

/**
 * What the server's latest word on who is there (`presence`, null until it has said) says at a keyboard
 * with the seats `here` (none for a watcher), after `told`: a player who was there and is gone `left the
 * game`, one told gone and there again `is back`. At the first word a player already gone (for
 * {@link OPENING_MS} by `now`, this device's ms) `is not connected`; a seat still open (`openSeat`) and the
 * seats here are never told, and the spectators' count is not news (the header shows it).
 */
export function presenceNews(
  told: PresenceTold,
  presence: TablePresence | null,
  openSeat: Player | null,
  names: readonly [string, string],
  here: readonly Player[],
  now: number,
): PresenceNews {
  if (presence === null) return { lines: [], told };
  const lines: string[] = [];
  const first = told === null;
  const seatNews = (seat: Player): SeatTold => {
    if (here.includes(seat) || seat === openSeat) return null;
    const was = told?.[seat] ?? null;
    if (presence.seats[seat].connected) {
      if (was === 'left' || was === 'absent') lines.push(`${names[seat]} is back.`);
      return 'here';
    }
    if (was === 'here') {
      lines.push(`${names[seat]} left the game.`);
      return 'left';
    }
    if (was === null && first && (awayFor(presence, seat, now) ?? 0) >= OPENING_MS) {
      lines.push(`${names[seat]} is not connected.`);
      return 'absent';
    }
    return was;
  };
  const next: [SeatTold, SeatTold] = [seatNews(0), seatNews(1)];
  return { lines, told: next };
}

/**
 * What the prompt of the player in `seat` says while the other player is gone, read at `now`: how long
 * they have been gone and, in a game whose win may be claimed (a timed game between people), when —
 * `Red left the game — 0:42; you may claim the win in 0:18.`, then `Red left the game — 1:03; type claim
 * to win.` A player never seen at the game reads `Red is not connected — …`. Null while they are there
 * (or the server has not said).
 */
export function awayStatus(presence: TablePresence | null, seat: Player, toldOther: SeatTold, names: readonly [string, string], now: number): string | null {
  if (presence === null) return null;
  const other = opponent(seat);
  const away = awayFor(presence, other, now);
  if (presence.seats[other].connected || away === null) return null;
  const gone = `${names[other]} ${toldOther === 'left' ? 'left the game' : 'is not connected'} — ${elapsedFace(away)}`;
  const claimable = claimableAt(presence, seat);
  if (claimable === null) return `${gone}.`;
  // Rounded up, so that the wait reads 0:00 only once the claim is open, and the two faces add up.
  return claimable <= now ? `${gone}; type claim to win.` : `${gone}; you may claim the win in ${elapsedFace(Math.ceil((claimable - now) / 1000) * 1000)}.`;
}

/** How long until the player in `seat` may claim the win, so the prompt can say so then; null when it may already, or no claim is open. */
export function untilClaimable(presence: TablePresence | null, seat: Player, now: number): number | null {
  const at = presence === null ? null : claimableAt(presence, seat);
  return at === null || at <= now ? null : at - now;
}

/** `claim` where no win can be claimed: at a game kept at this terminal (online, the server refuses it in its words). */
export const NO_CLAIM_HERE = 'claim is for online games: there is nobody to claim against at a local game.';
