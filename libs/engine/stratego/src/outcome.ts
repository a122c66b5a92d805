import { opponent, over, playing, type Status } from '@tabula/engine-core';
import { hasAnyMove } from './movement.js';
import type { StrategoState } from './state.js';

/**
 * Statuses already worked out, by state object. States are immutable (the contract never mutates
 * one), so a state's status never changes; `play`, `legalMoves`, `view` and the notation all ask
 * for it, often of the same state.
 */
const known = new WeakMap<StrategoState, Status>();

/**
 * Where the game stands. ST-8: a player whose flag was captured has lost (`flag-captured`); G-1: a
 * player to move without a move has lost (`no-moves`). Both read only public facts (the captured
 * lists and the mover's own pieces), so a view has the same status as the state it came from.
 */
export function statusOf(state: StrategoState): Status {
  let status = known.get(state);
  if (!status) {
    status = workOutStatus(state);
    known.set(state, status);
  }
  return status;
}

function workOutStatus(state: StrategoState): Status {
  for (const player of [0, 1] as const) {
    if (state.captured[player].includes('flag')) return over(opponent(player), 'flag-captured');
  }
  if (!hasAnyMove(state)) return over(opponent(state.toMove), 'no-moves');
  return playing(state.toMove);
}
