import type { Player } from '@tabula/engine-core';
import type { TableState, TakebackStep } from '@tabula/play';
import { TakebackActions } from '../online/takeback-actions.js';
import { SoundSwitch } from '../sound/sound-switch.js';
import { ResignButton } from './resign-button.js';
import type { TablePlace } from './table-place.js';

interface TableActionsProps {
  readonly state: TableState;
  readonly seatsHere: readonly Player[];
  readonly names: readonly [string, string];
  readonly place: TablePlace;
  /** The capture chain "End turn" would play (CK-3), if one may stop here. */
  readonly endTurn: (() => void) | null;
  readonly onTakeback: (seat: Player, step: TakebackStep) => void;
  readonly onResign: () => void;
  readonly onFlip: () => void;
}

/**
 * What a player may do besides moving: end a capture chain, stop or let go a bot (at this device), take a
 * move back (G-4), resign (asked once more), turn the board, start a new game (at this device), and
 * switch the page's sounds off or on.
 */
export function TableActions({ state, seatsHere, names, place, endTurn, onTakeback, onResign, onFlip }: TableActionsProps) {
  const { snapshot } = state;
  const bots = place.kind === 'local' ? place.bots : null;
  const toMove = snapshot.toMove;
  const botToMove = toMove !== null && snapshot.seats[toMove].kind === 'bot';
  return (
    <div className="actions">
      {endTurn ? (
        <button type="button" className="primary" onClick={endTurn}>
          End turn (Space)
        </button>
      ) : null}
      {bots && state.thinking ? (
        <button type="button" onClick={() => { bots.holdBots(true); }}>
          Stop the bot
        </button>
      ) : null}
      {bots?.botsHeld && botToMove && snapshot.phase === 'playing' ? (
        <button type="button" onClick={() => { bots.holdBots(false); }}>
          Let the bot move
        </button>
      ) : null}
      {seatsHere.length > 0 ? (
        <>
          <TakebackActions state={state} seatsHere={seatsHere} names={names} onStep={onTakeback} />
          <ResignButton disabled={snapshot.phase !== 'playing'} onResign={onResign} />
        </>
      ) : null}
      <button type="button" onClick={onFlip}>
        Flip board
      </button>
      {place.kind === 'local' ? (
        <button type="button" onClick={place.onNewGame}>
          New game (n)
        </button>
      ) : null}
      <SoundSwitch />
    </div>
  );
}
