import type { BoardPicture, MoveFact, MoveShape, Outcome, Player, Viewer } from '@tabula/engine-core';
import type { MoveOption } from './move-options.js';

/** Where a session stands: armies being set up (Stratego), play, or the end. */
export type Phase = 'setup' | 'playing' | 'over';

/** A seat as every viewer may see it. */
export interface SeatView {
  readonly seat: Player;
  /** The game's name for the seat (`Blue`, `White`, `Fire`). */
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** The bot as written (`level3`), for bot seats. */
  readonly bot?: string;
  /** Set-up phase: whether this seat's army stands. */
  readonly ready: boolean;
}

/** The last move, as a front end marks it. */
export interface LastMove {
  readonly seat: Player;
  readonly text: string;
  readonly shape: MoveShape;
  /**
   * The move told in words for this viewer, from the game's own `tellMove` (`Red's scout attacked
   * Blue's marshal on e5 and lost.`), naming only what the viewer may know (ST-9); a game without the
   * hook says `<seat> played <text>.`
   */
  readonly words: string;
  /** The same as facts (a step, capture, battle, explosion, drop, promotion), for front ends that mark them. */
  readonly facts: readonly MoveFact[];
}

/**
 * Everything one viewer may see of a session, built from that viewer's view (ST-9): the one shape
 * that the CLI draws, the API sends as JSON and the web client renders.
 */
export interface Snapshot {
  readonly game: string;
  readonly viewer: Viewer;
  readonly version: number;
  readonly phase: Phase;
  /** The position text as the viewer may see it (hidden pieces `X`/`x`); null while armies are set up. */
  readonly position: string | null;
  readonly picture: BoardPicture | null;
  /** The seat to move, or null during setup and after the end. */
  readonly toMove: Player | null;
  readonly outcome: Outcome | null;
  /** Moves played so far (canonical texts). */
  readonly moves: readonly string[];
  readonly lastMove: LastMove | null;
  /** The legal moves, only for the viewer whose turn it is. */
  readonly legalMoves: readonly MoveOption[] | null;
  readonly seats: readonly [SeatView, SeatView];
  /** Round number: the position's move number (goes up after player 1 moves). */
  readonly moveNumber: number | null;
  /** The viewer's own setup text once submitted (Stratego), never the other's. */
  readonly ownSetup: string | null;
}
