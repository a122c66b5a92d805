import type { Player } from '@tabula/engine-core';
import { takebackSeat, type TableState, type TakebackStep } from '@tabula/play';

interface TakebackActionsProps {
  readonly state: TableState;
  /** The seats played at this device: one online or against a bot, both at a shared device. */
  readonly seatsHere: readonly Player[];
  readonly names: readonly [string, string];
  /** Takes a step for a seat here; the table refuses, with the rule (G-4), what may not be done. */
  readonly onStep: (seat: Player, step: TakebackStep) => void;
}

/**
 * Taking a move back (G-4). Between people it is offered and answered, never imposed: the page shows
 * either the offer button, the offer waiting for the other player's answer (online, on the offering
 * player's device), or the offer to accept or decline (on the other player's device, or at a shared
 * device, where the last mover offers and the other player answers). Against a bot the offer takes the
 * move and the bot's reply back at once.
 */
export function TakebackActions({ state, seatsHere, names, onStep }: TakebackActionsProps) {
  const offeredBy = state.takebackBy;
  if (offeredBy !== null) {
    const answering: Player = offeredBy === 0 ? 1 : 0;
    if (!seatsHere.includes(answering)) {
      return (
        <p className="takeback" role="status">
          You asked to take back your last move; waiting for {names[answering]}'s answer.
        </p>
      );
    }
    return (
      <div className="takeback" role="group" aria-label="Takeback offer">
        <p>
          {names[offeredBy]} asks to take back their last move. {names[answering]}, accept?
        </p>
        <button type="button" className="primary" onClick={() => { onStep(answering, 'accept'); }}>
          Accept takeback
        </button>
        <button type="button" onClick={() => { onStep(answering, 'decline'); }}>
          Decline takeback
        </button>
      </div>
    );
  }
  const { snapshot } = state;
  const asker = takebackSeat(seatsHere, snapshot.lastMove?.seat ?? null);
  return (
    <button
      type="button"
      disabled={asker === null || snapshot.phase !== 'playing' || snapshot.moves.length === 0}
      onClick={() => { if (asker !== null) onStep(asker, 'offer'); }}
    >
      Take back
    </button>
  );
}
