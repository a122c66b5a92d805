import type { Player } from '@tabula/engine-core';
import type { TableState } from '@tabula/play';
import { routeHash } from '../routes.js';

interface RematchOfferProps {
  readonly rematch: NonNullable<TableState['rematch']>;
  /** The seat played here (an online game has one); a spectator has none and is offered nothing. */
  readonly seat: Player | null;
  readonly names: readonly [string, string];
  readonly onAsk: (seat: Player) => void;
}

/**
 * After an online game: a rematch, asked for by one player and taken up by the other with the same
 * button. Once both want it the page moves to the new game by itself ({@link useFollowRematch}); the
 * link is for a page opened after that happened.
 */
export function RematchOffer({ rematch, seat, names, onAsk }: RematchOfferProps) {
  if (rematch.next !== null) {
    return (
      <p className="offer" role="status">
        The rematch has begun: <a href={routeHash({ page: 'online', id: rematch.next })}>open the rematch</a>.
      </p>
    );
  }
  if (seat === null) return null;
  const otherSeat: Player = seat === 0 ? 1 : 0;
  const [mine, theirs] = [rematch.wanted[seat], rematch.wanted[otherSeat]];
  if (mine) {
    return (
      <p className="offer" role="status">
        Rematch offered — waiting for {names[otherSeat]}.
      </p>
    );
  }
  return (
    <div className="offer">
      {theirs ? <span role="status">{names[otherSeat]} wants a rematch: </span> : null}
      <button type="button" className="primary" onClick={() => { onAsk(seat); }}>
        {theirs ? 'Accept rematch' : 'Rematch'}
      </button>
    </div>
  );
}
