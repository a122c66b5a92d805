import { opponent, type Player } from '@tabula/engine-core';
import type { LobbyEntry, PresenceAnswer } from '@tabula/protocol';
import type { GamePresence, PresenceBoard } from './presence-board.js';

/** What presence needs to know of a game itself: which seats are bots' (always there), and whether it is timed. */
export interface PresenceFacts {
  readonly bots: readonly [boolean, boolean];
  readonly timed: boolean;
}

/** The board and the server's grace before a win may be claimed against a player who left. */
export interface Presence {
  readonly board: PresenceBoard;
  /** How long a player must be gone from a timed game before the other may claim the win (TABULA_CLAIM_AFTER_SECONDS). */
  readonly claimAfterMs: number;
}

/** The server's default grace before a win may be claimed against a player who left a timed game. */
export const DEFAULT_CLAIM_AFTER_MS = 60_000;

/**
 * Who is at a game as every caller may see it (nothing in it is hidden): a bot's seat is always there;
 * a claim exists only in a timed game between people.
 */
export function presenceAnswer(presence: GamePresence, facts: PresenceFacts, claimAfterMs: number, now: number): PresenceAnswer {
  const seat = (player: Player) => {
    const since = presence.awaySince[player];
    if (facts.bots[player] || since === null) return { connected: true, awayMs: null };
    return { connected: false, awayMs: Math.max(0, Math.round(now - since)) };
  };
  const claimable = facts.timed && !facts.bots[0] && !facts.bots[1];
  return { seats: [seat(0), seat(1)], spectators: presence.spectators, claimAfterMs: claimable ? claimAfterMs : null };
}

/** Lobby entries with how many watch each game now (the field only where someone does, so an idle lobby's bytes stay the same). */
export function withSpectators(entries: readonly LobbyEntry[], board: PresenceBoard): LobbyEntry[] {
  return entries.map((entry) => {
    const spectators = board.watching(entry.id);
    return spectators > 0 ? { ...entry, spectators } : entry;
  });
}

/** How long the other player of `seat` has been gone (ms), or null while they are there. */
export function opponentAwayMs(presence: GamePresence, seat: Player, now: number): number | null {
  const since = presence.awaySince[opponent(seat)];
  return since === null ? null : Math.max(0, now - since);
}
