import type { Player } from './player.js';

/**
 * Why a game ended. Each game names its own reasons in docs/rules.md (`lion-captured`, `den-entered`, …);
 * `no-moves` (G-1) is shared by all, and `adjudicated` is reserved for policies of a match runner or
 * server (G-3), never produced by rules.
 */
export type OutcomeReason = string;

/** The result of a finished game (G-2): a winner, or `null` for a draw. */
export interface Outcome {
  readonly winner: Player | null;
  readonly reason: OutcomeReason;
}

/** Where a game stands: who is to move, or how it ended. */
export type Status =
  | { readonly kind: 'playing'; readonly toMove: Player }
  | ({ readonly kind: 'over' } & Outcome);

/** Builds a `playing` status. */
export function playing(toMove: Player): Status {
  return { kind: 'playing', toMove };
}

/** Builds an `over` status. */
export function over(winner: Player | null, reason: OutcomeReason): Status {
  return { kind: 'over', winner, reason };
}

/**
 * Formats a status as the `tabula` machine commands print it:
 * `status: playing` or `status: over winner=0|1|none reason=REASON`.
 */
export function formatStatus(status: Status): string {
  if (status.kind === 'playing') return 'status: playing';
  return `status: over winner=${status.winner === null ? 'none' : status.winner} reason=${status.reason}`;
}
