import type { Player } from '@tabula/engine-core';
import type { TableState } from '@tabula/play';

/**
 * Whether a game may still be aborted as its snapshot shows it: fewer than two moves mean a side has yet
 * to make its first. The table decides (it knows each move's seat); this only says when to offer the
 * button, so a game where one side moved twice may show none where the table would still allow it.
 */
export function abortOffered(state: TableState): boolean {
  const { snapshot } = state;
  return snapshot.outcome === null && snapshot.phase !== 'over' && snapshot.moves.length < 2;
}

/**
 * Abort: leaving a game that has not really begun, with no result, as online sites allow. Shown beside
 * Resign only while it may be done, so it never tempts a player who should resign.
 */
export function AbortButton({ state, seatsHere, onAbort }: { readonly state: TableState; readonly seatsHere: readonly Player[]; readonly onAbort: (seat: Player) => void }) {
  const seat = seatsHere.length === 1 ? seatsHere[0] : (state.snapshot.toMove ?? seatsHere[0]);
  if (seat === undefined || !abortOffered(state)) return null;
  return (
    <button type="button" onClick={() => { onAbort(seat); }}>
      Abort (no result)
    </button>
  );
}
