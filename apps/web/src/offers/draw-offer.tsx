import type { Player } from '@tabula/engine-core';
import type { DrawStep, TableState } from '@tabula/play';

interface DrawOfferProps {
  readonly state: TableState;
  /** The seats played at this device: one online or against a bot, both at a shared device. */
  readonly seatsHere: readonly Player[];
  readonly names: readonly [string, string];
  /** Takes a step for a seat here; the table refuses what may not be done, in words. */
  readonly onStep: (seat: Player, step: DrawStep) => void;
}

const other = (seat: Player): Player => (seat === 0 ? 1 : 0);

/**
 * A draw by agreement, between people only. The offering player sees that the offer waits (online); the
 * other player, on their own device or at the shared one, accepts or declines it — or simply moves,
 * which declines it. Against a bot the button stays, disabled, with the reason, so nobody hunts for it.
 */
export function DrawOffer({ state, seatsHere, names, onStep }: DrawOfferProps) {
  const { snapshot } = state;
  if (snapshot.phase !== 'playing' || snapshot.outcome || seatsHere.length === 0) return null;
  const offeredBy = state.drawOfferBy;
  if (offeredBy !== null) {
    const answering = other(offeredBy);
    if (!seatsHere.includes(answering)) {
      return (
        <p className="offer" role="status">
          Draw offered — waiting for {names[answering]}.
        </p>
      );
    }
    return (
      <div className="offer" role="group" aria-label="Draw offer">
        <p>
          {names[offeredBy]} offers a draw. {names[answering]}, accept? (A move declines it.)
        </p>
        <button type="button" className="primary" onClick={() => { onStep(answering, 'accept'); }}>
          Accept draw
        </button>
        <button type="button" onClick={() => { onStep(answering, 'decline'); }}>
          Decline draw
        </button>
      </div>
    );
  }
  // At a shared device the player to move offers; online and against a bot, the one seat here.
  const toMove = snapshot.toMove;
  const offering = seatsHere.length === 1 ? seatsHere[0] : toMove !== null && seatsHere.includes(toMove) ? toMove : undefined;
  const bot = offering === undefined ? undefined : snapshot.seats[other(offering)];
  if (bot?.kind === 'bot') {
    return (
      <>
        <button type="button" disabled aria-describedby="draw-why-not">
          Offer draw
        </button>
        <span id="draw-why-not" className="meta">
          {bot.name} is a bot, and bots take no draws.
        </span>
      </>
    );
  }
  return (
    <button type="button" disabled={offering === undefined} onClick={() => { if (offering !== undefined) onStep(offering, 'offer'); }}>
      Offer draw
    </button>
  );
}
