import type { Player } from '@tabula/engine-core';

/** One move played: the engine move, its canonical text and who made it. */
export interface PlayedMove {
  readonly move: unknown;
  readonly text: string;
  readonly seat: Player;
}

/**
 * The moves of a game and the full state after each one. Full states never leave the session: every
 * outward copy goes through a viewer's view.
 */
export class History {
  private readonly played: PlayedMove[] = [];
  private readonly fullStates: unknown[];

  constructor(start: unknown) {
    this.fullStates = [start];
  }

  get start(): unknown {
    return this.fullStates[0];
  }

  /** The full state now. */
  get current(): unknown {
    return this.fullStates[this.fullStates.length - 1];
  }

  /** The full state before the last move (for marking it), or null at the start. */
  get beforeLast(): unknown {
    return this.fullStates.length > 1 ? this.fullStates[this.fullStates.length - 2] : null;
  }

  get plies(): number {
    return this.played.length;
  }

  get moves(): readonly PlayedMove[] {
    return this.played;
  }

  get last(): PlayedMove | null {
    return this.played[this.played.length - 1] ?? null;
  }

  /** The start, then the full state after each move. */
  get states(): readonly unknown[] {
    return this.fullStates;
  }

  /** The full state after `plies` moves (0: the start). */
  stateAfter(plies: number): unknown {
    return this.fullStates[plies];
  }

  push(move: PlayedMove, after: unknown): void {
    this.played.push(move);
    this.fullStates.push(after);
  }

  /** Where `seat` last moved (its ply index), or -1. */
  lastMoveOf(seat: Player): number {
    for (let i = this.played.length - 1; i >= 0; i--) if (this.played[i]?.seat === seat) return i;
    return -1;
  }

  /** Drops the moves from ply `index` on; returns how many. */
  truncate(index: number): number {
    const dropped = this.played.length - index;
    this.played.length = index;
    this.fullStates.length = index + 1;
    return dropped;
  }
}
