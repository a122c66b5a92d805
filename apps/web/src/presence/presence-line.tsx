import type { Player } from '@tabula/engine-core';
import { awayFor, claimableAt, elapsedFace, type TablePresence } from '@tabula/play';
import { useSecondsNow } from './use-seconds-now.js';

interface PresenceLineProps {
  readonly presence: TablePresence;
  /** The seats played on this page (one online, none for a spectator). */
  readonly seatsHere: readonly Player[];
  readonly names: readonly [string, string];
  /** Whether the game is still being played: who left matters only then. */
  readonly playing: boolean;
  /** A seat nobody has taken yet: its player has not come, so has not left (the invite link is the news). */
  readonly openSeat: Player | null;
  /** Claims the win for `seat` against a player who left (offered only once the server's grace has passed). */
  readonly onClaim: (seat: Player) => void;
}

/**
 * Who is at an online game: a player who left and for how long ("Red left the game — 0:42"), the
 * countdown to the claim a timed game allows and then its button, and how many watch. A player who is
 * there is not mentioned: only an absence is news.
 */
export function PresenceLine({ presence, seatsHere, names, playing, openSeat, onClaim }: PresenceLineProps) {
  const gone = playing ? ([0, 1] as const).filter((seat) => !seatsHere.includes(seat) && seat !== openSeat && !presence.seats[seat].connected) : [];
  const now = useSecondsNow(gone.length > 0);
  const mine = seatsHere.length === 1 ? (seatsHere[0] ?? null) : null;
  const claimFrom = mine !== null && playing && openSeat === null ? claimableAt(presence, mine) : null;
  const watching = presence.spectators > 0 ? `${presence.spectators} watching` : '';
  if (gone.length === 0 && watching === '') return null;
  return (
    <div className="presence">
      {gone.map((seat) => (
        <p key={seat} className="away">
          <span className="away-dot" aria-hidden="true" />
          {/* Only the news is announced; the count-up beside it changes every second and is for the eye. */}
          <span role="status">{names[seat]} left the game</span> — <span className="away-time">{elapsedFace(awayFor(presence, seat, now) ?? 0)}</span>
        </p>
      ))}
      {claimFrom !== null && mine !== null ? (
        now >= claimFrom ? (
          <button type="button" className="primary" onClick={() => { onClaim(mine); }}>
            Claim the win
          </button>
        ) : (
          <p className="claim-wait">You may claim the win if they are not back in {elapsedFace(claimFrom - now + 999)}.</p>
        )
      ) : null}
      {watching ? <p className="watching">{watching}</p> : null}
    </div>
  );
}
