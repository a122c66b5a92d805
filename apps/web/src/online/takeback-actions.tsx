import type { Player } from '@tabula/engine-core';
import type { OnlineView, TakebackStep } from './online-api.js';

interface TakebackActionsProps {
  readonly view: OnlineView;
  /** This browser's seat. */
  readonly you: Player;
  readonly names: readonly [string, string];
  readonly onStep: (step: TakebackStep) => void;
}

/**
 * Taking a move back online: between people it is offered and answered, never imposed, so the page
 * shows either the offer button, the offer waiting for the opponent, or the opponent's offer to accept
 * or decline.
 */
export function TakebackActions({ view, you, names, onStep }: TakebackActionsProps) {
  const offeredBy = view.takebackBy ?? null;
  if (offeredBy === you) {
    return (
      <p className="takeback" role="status">
        You asked to take back your last move; waiting for {names[you === 0 ? 1 : 0]}'s answer.
      </p>
    );
  }
  if (offeredBy !== null) {
    return (
      <div className="takeback" role="group" aria-label="Takeback offer">
        <p>{names[offeredBy]} asks to take back their last move.</p>
        <button type="button" className="primary" onClick={() => { onStep('accept'); }}>
          Accept takeback
        </button>
        <button type="button" onClick={() => { onStep('decline'); }}>
          Decline takeback
        </button>
      </div>
    );
  }
  return (
    <button type="button" disabled={view.phase !== 'playing' || view.moves.length === 0} onClick={() => { onStep('offer'); }}>
      Take back
    </button>
  );
}
