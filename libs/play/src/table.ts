import type { Player, Viewer } from '@tabula/engine-core';
import type { SessionEvent } from './events.js';
import type { PlayResult } from './play-error.js';
import type { Snapshot } from './snapshot.js';
import type { TableClock } from './clock/table-clock.js';
import type { TablePresence } from './table-presence.js';

/**
 * Where a table's game is kept, as a front end shows it: `local` is in this process (a page, a
 * terminal); the others are a server's game over the wire, with the live connection's state.
 */
export type TableConnection = 'local' | 'connecting' | 'live' | 'reconnecting' | 'ended';

/**
 * A takeback step (G-4): offered by the seat that moved, then accepted or declined by the other. Where
 * G-4 needs no consent (against a bot) an offer takes the move back at once.
 */
export type TakebackStep = 'offer' | 'accept' | 'decline';

/**
 * A draw offer step: offered by one seat, accepted (the game is drawn, reason `agreement`) or declined by
 * the other, between people only; a move by the other seat declines it, the offering seat's own move
 * leaves it standing.
 */
export type DrawStep = 'offer' | 'accept' | 'decline';

/** What a front end shows of a table now. */
export interface TableState {
  /** The game as the viewer the table shows now may see it (ST-9). */
  readonly snapshot: Snapshot;
  /** The seat whose takeback offer awaits the other seat's answer (G-4). */
  readonly takebackBy: Player | null;
  /** The seat whose draw offer awaits the other seat's answer. */
  readonly drawOfferBy: Player | null;
  /** A bot is thinking about its move. */
  readonly thinking: boolean;
  readonly connection: TableConnection;
  /** The last refusal or trouble, in words a player understands; empty when there is none. */
  readonly problem: string;
  /** A move made while the server could not be reached, waiting to be sent; null when none. */
  readonly pending: string | null;
  /**
   * A person's seat nobody has taken yet (an online game waiting for its invited player): play waits
   * until someone takes it. Null when both seats are taken, and always at a local table.
   */
  readonly openSeat: Player | null;
  /**
   * At a shared device (hot-seat) of a hidden-information game: the seat the device must be handed to
   * before its view is shown (ST-9). Meanwhile `snapshot` is a spectator's, so nothing in the state is
   * secret from either player; {@link Table.reveal} shows the seat's view. Null everywhere else.
   */
  readonly handOver: Player | null;
  /** A timed game's clock as its keeper last read it (a server's game); null when the game is untimed. */
  readonly clock: TableClock | null;
  /**
   * After the end of a server's game: which seats want a rematch, and the rematch's game once both do
   * (the same settings, the seats swapped; the player's token opens their new seat). Null elsewhere: at
   * one device a rematch is simply a new game.
   */
  readonly rematch: { readonly wanted: readonly [boolean, boolean]; readonly next: string | null } | null;
  /** A server's game: who has it open now, and how many watch it. Null at a local table, and until the server has said. */
  readonly presence: TablePresence | null;
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
  /**
   * The game as its keeper names it: a server's id of an online game; at a local table, the kind of
   * game. The kind of game (`jungle`) is always `current().snapshot.game`.
   */
  readonly gameId: string;
  /**
   * The seats this front end acts for: both at a shared device (hot-seat), one against a bot or
   * online, none for a spectator.
   */
  readonly seatsHere: readonly Player[];
  /**
   * The viewer whose view the table shows now, as `current().snapshot.viewer` (the shared-device policy
   * decides at a hot-seat table, and it changes as turns pass).
   */
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
  draw(seat: Player, step: DrawStep): Promise<PlayResult<TableState>>;
  /** Ends the game with no result before both sides have moved (reason `aborted`). */
  abort(seat: Player): Promise<PlayResult<TableState>>;
  resign(seat: Player): Promise<PlayResult<TableState>>;
  /**
   * The player of `seat` has the shared device and asks to see their board: the hand-over cover lifts
   * ({@link TableState.handOver}). Changes nothing when no hand-over to `seat` is waiting (and never at a
   * table with one seat here, or none).
   */
  reveal(seat: Player): TableState;
  /**
   * The game record as this front end may keep or export it: the viewer's copy (hidden ranks as X/x,
   * ST-9) while a hidden-information game runs, the full record once it is over or in an open game.
   */
  record(): Promise<PlayResult<string>>;
  /** Stops bots and connections; the table is not used again. */
  close(): void;
}
