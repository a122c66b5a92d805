import type { Player, Viewer } from '@tabula/engine-core';
import type { SessionEvent } from './events.js';
import type { PlayResult } from './play-error.js';
import type { Snapshot } from './snapshot.js';

/**
 * Where a table's game is kept, as a front end shows it: `local` is in this process (a page, a
 * terminal); the others are a server's game over the wire, with the live connection's state.
 */
export type TableConnection = 'local' | 'connecting' | 'live' | 'reconnecting' | 'ended';

/** A takeback between people (G-4): offered by the seat that moved, then accepted or declined by the other. */
export type TakebackStep = 'offer' | 'accept' | 'decline';

/** What a front end shows of a table now. */
export interface TableState {
  /** The game as the viewer the table shows now may see it (ST-9). */
  readonly snapshot: Snapshot;
  /** The seat whose takeback offer awaits the other seat's answer (G-4). */
  readonly takebackBy: Player | null;
  /** A bot is thinking about its move. */
  readonly thinking: boolean;
  readonly connection: TableConnection;
  /** The last refusal or trouble, in words a player understands; empty when there is none. */
  readonly problem: string;
  /** A move made while the server could not be reached, waiting to be sent; null when none. */
  readonly pending: string | null;
}

/** Something that happened at a table: a numbered session event, or a new state to draw. */
export type TableChange =
  | { readonly type: 'event'; readonly event: SessionEvent }
  | { readonly type: 'state'; readonly state: TableState };

/**
 * A game as one front end plays it, wherever it is kept: the one interface the web page and the
 * terminal play through, with a local implementation (a `GameSession` in this process) and a remote
 * one (a server's game through `@tabula/protocol`). Every action names the seat it acts for and,
 * for a move, the version it was made at, so an action made on a stale board is refused rather than
 * played somewhere the player did not see. Every refusal changes nothing.
 */
export interface Table {
  readonly gameId: string;
  /**
   * The seats this front end acts for: both at a shared device (hot-seat), one against a bot or
   * online, none for a spectator.
   */
  readonly seatsHere: readonly Player[];
  /** The viewer whose view the table shows now (the shared-device policy decides at a hot-seat table). */
  readonly viewer: Viewer;
  /** The latest state. */
  current(): TableState;
  /** Calls `listener` on every change from now on; returns the function that stops it. */
  subscribe(listener: (change: TableChange) => void): () => void;
  /** The events after `version`, oldest first (a front end that missed some catches up). */
  eventsSince(version: number): readonly SessionEvent[];

  move(seat: Player, text: string, version: number): Promise<PlayResult<TableState>>;
  setup(seat: Player, text: string): Promise<PlayResult<TableState>>;
  takeback(seat: Player, step: TakebackStep): Promise<PlayResult<TableState>>;
  resign(seat: Player): Promise<PlayResult<TableState>>;
  /** The game record as the viewer may see it (the full one once the game is over). */
  record(): Promise<PlayResult<string>>;
  /** Stops bots and connections; the table is not used again. */
  close(): void;
}
